import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';
import { withPublicPage } from '@/lib/auth/guard';

export const getServerSideProps = withPublicPage({ namespaces: ['auth'] });

export default ResetPasswordScreen;
