import { HomeScreen } from '@/features/home/components/home-screen';
import { withSession } from '@/lib/auth/guard';

export const getServerSideProps = withSession();

export default HomeScreen;
