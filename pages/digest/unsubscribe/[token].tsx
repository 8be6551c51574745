import { UnsubscribeScreen } from '@/features/digest/components/unsubscribe-screen';
import { unsubscribePageProps } from '@/features/digest/server/unsubscribe-props';

export const getServerSideProps = unsubscribePageProps;

export default UnsubscribeScreen;
