import { CommitmentsScreen } from '@/features/commitments/components/commitments-screen';
import { commitmentsPageProps } from '@/features/commitments/server/commitments-props';

export const getServerSideProps = commitmentsPageProps;

export default CommitmentsScreen;
