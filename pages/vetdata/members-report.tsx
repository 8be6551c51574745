import { MembersReportScreen } from '@/features/vetdata/components/members-report-screen';
import { membersReportPageProps } from '@/features/vetdata/server/vetdata-props';

export const getServerSideProps = membersReportPageProps;

export default MembersReportScreen;
