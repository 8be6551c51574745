import { SubscribersScreen } from '@/features/digest/components/subscribers-screen';
import { subscribersPageProps } from '@/features/digest/server/subscribers-props';

export const getServerSideProps = subscribersPageProps;

export default SubscribersScreen;
