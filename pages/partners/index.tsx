import { ContentListScreen } from '@/features/content/components/content-list-screen';
import { contentListProps } from '@/features/content/server/content-props';

export const getServerSideProps = contentListProps('partners');

export default ContentListScreen;
