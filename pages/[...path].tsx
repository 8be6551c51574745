import { ErrorScreen } from '@/features/maintenance/components/error-screen';
import { withPublicPage } from '@/lib/auth/guard';

// Any address no page answers: the 404 error view, rendered per request in the visitor's language.
export const getServerSideProps = withPublicPage({ namespaces: ['errors'], status: 404 });

export default function NotFoundPage() {
  return <ErrorScreen code={404} />;
}
