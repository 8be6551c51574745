import { MemberReportScreen } from '@/features/vetdata/components/benchmarks-screen';
import { memberReportPageProps } from '@/features/vetdata/server/vetdata-props';

export const getServerSideProps = memberReportPageProps;

export default MemberReportScreen;
