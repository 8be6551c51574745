import { MemberDashboardScreen } from '@/features/vetdata/components/benchmarks-screen';
import { memberDashboardPageProps } from '@/features/vetdata/server/vetdata-props';

export const getServerSideProps = memberDashboardPageProps;

export default MemberDashboardScreen;
