import { ThreadScreen } from '@/features/forum/components/thread-screen';
import { threadProps } from '@/features/forum/server/thread-props';

export const getServerSideProps = threadProps;

export default ThreadScreen;
