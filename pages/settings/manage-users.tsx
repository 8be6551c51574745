import { ManageUsersScreen } from '@/features/manage-users/components/manage-users-screen';
import { manageUsersPageProps } from '@/features/manage-users/server/manage-users-props';

export const getServerSideProps = manageUsersPageProps;

export default ManageUsersScreen;
