import { NotificationsScreen } from '@/features/notifications/components/notifications-screen';
import { withSession } from '@/lib/auth/guard';

export const getServerSideProps = withSession();

export default NotificationsScreen;
