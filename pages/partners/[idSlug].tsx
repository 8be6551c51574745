import { ContentDetailScreen } from '@/features/content/components/content-detail-screen';
import { contentDetailProps } from '@/features/content/server/content-props';

export const getServerSideProps = contentDetailProps('partners');

export default ContentDetailScreen;
