import { DigestScreen } from '@/features/digest/components/digest-screen';
import { digestPageProps } from '@/features/digest/server/digest-props';

export const getServerSideProps = digestPageProps;

export default DigestScreen;
