import { ReleaseScreen } from '@/features/release/components/release-screen';
import { withSession } from '@/lib/auth/guard';

export const getServerSideProps = withSession({ namespaces: ['release'] });

export default ReleaseScreen;
