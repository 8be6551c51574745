import { ReportsScreen } from '@/features/reports/components/reports-screen';
import { reportsPageProps } from '@/features/reports/server/reports-props';

export const getServerSideProps = reportsPageProps;

export default ReportsScreen;
