import type { GetServerSideProps } from 'next';

type Props = { now: string };

// The baseline's trivial server-rendered page: the render floor the portal is compared with.
export const getServerSideProps = (async () => ({
  props: { now: new Date().toISOString() },
})) satisfies GetServerSideProps<Props>;

export default function ServerRenderedPage({ now }: Props) {
  return <p>Rendered at {now}</p>;
}
