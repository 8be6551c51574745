import { HandbookListScreen } from '@/features/content/types/handbooks/components/handbook-list-screen';
import { handbookListProps } from '@/features/content/types/handbooks/server/handbook-props';

export const getServerSideProps = handbookListProps;

export default HandbookListScreen;
