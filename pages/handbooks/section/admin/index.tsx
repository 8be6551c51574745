import { ContentAdminListScreen } from '@/features/content/components/content-admin-list-screen';
import { contentAdminListProps } from '@/features/content/server/content-props';

export const getServerSideProps = contentAdminListProps('sections');

export default ContentAdminListScreen;
