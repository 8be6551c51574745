import { ErrorScreen } from '@/features/maintenance/components/error-screen';
import { withNotFoundPage } from '@/lib/auth/guard';

// Any address no page answers: the 404 error view, in the portal's frame for a signed-in visitor.
export const getServerSideProps = withNotFoundPage();

export default function NotFoundPage() {
  return <ErrorScreen code={404} />;
}
