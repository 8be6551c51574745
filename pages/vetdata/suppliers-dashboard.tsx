import { SuppliersDashboardScreen } from '@/features/vetdata/components/suppliers-screens';
import { suppliersDashboardPageProps } from '@/features/vetdata/server/vetdata-props';

export const getServerSideProps = suppliersDashboardPageProps;

export default SuppliersDashboardScreen;
