import { NotificationsScreen } from '@/features/notifications/components/notifications-screen';
import { notificationsPageProps } from '@/features/notifications/server/notifications-props';

export const getServerSideProps = notificationsPageProps;

export default NotificationsScreen;
