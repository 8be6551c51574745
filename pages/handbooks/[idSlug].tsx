import { HandbookScreen } from '@/features/content/types/handbooks/components/handbook-screen';
import { handbookProps } from '@/features/content/types/handbooks/server/handbook-props';

export const getServerSideProps = handbookProps;

export default HandbookScreen;
