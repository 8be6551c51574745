import { ManageCustomersScreen } from '@/features/manage-customers/components/manage-customers-screen';
import { manageCustomersPageProps } from '@/features/manage-customers/server/manage-customers-props';

// The address is spelt as the spec spells it (and the API's `costumers/`).
export const getServerSideProps = manageCustomersPageProps;

export default ManageCustomersScreen;
