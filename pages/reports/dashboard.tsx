import { DashboardScreen } from '@/features/purchasing/components/dashboard-screen';
import { dashboardProps } from '@/features/purchasing/server/purchasing-props';

export const getServerSideProps = dashboardProps;

export default DashboardScreen;
