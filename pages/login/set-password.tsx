import { SetPasswordScreen } from '@/features/auth/components/set-password-screen';
import { withPublicPage } from '@/lib/auth/guard';

type SetPasswordPageProps = { uid: string | null; token: string | null; activation: boolean };

const queryValue = (value: string | string[] | undefined) => (typeof value === 'string' && value ? value : null);

export const getServerSideProps = withPublicPage<SetPasswordPageProps>({
  namespaces: ['auth'],
  load: async ({ query }) => ({
    props: { uid: queryValue(query.uid), token: queryValue(query.token), activation: query.activation === '1' },
  }),
});

export default function SetPasswordPage(props: SetPasswordPageProps) {
  return <SetPasswordScreen {...props} />;
}
