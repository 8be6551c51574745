import { LoginScreen } from '@/features/auth/components/login-screen';
import { withPublicPage } from '@/lib/auth/guard';
import { safeNextPath } from '@/lib/auth/redirects';

type LoginPageProps = { next: string; passwordSet: boolean };

export const getServerSideProps = withPublicPage<LoginPageProps>({
  namespaces: ['auth'],
  redirectSignedIn: true,
  load: async ({ query }) => ({ props: { next: safeNextPath(query.next), passwordSet: query.passwordSet === '1' } }),
});

export default function LoginPage({ next, passwordSet }: LoginPageProps) {
  return <LoginScreen next={next} passwordSet={passwordSet} />;
}
