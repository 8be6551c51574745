import { ForumListScreen } from '@/features/forum/components/forum-list-screen';
import { forumListProps } from '@/features/forum/server/forum-list-props';

export const getServerSideProps = forumListProps;

export default ForumListScreen;
