import { ContentAdminListScreen } from '@/features/content/components/content-admin-list-screen';
import { contentAdminListProps } from '@/features/content/server/content-props';

export const getServerSideProps = contentAdminListProps('handbooks');

export default ContentAdminListScreen;
