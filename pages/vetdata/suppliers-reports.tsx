import { SuppliersReportsScreen } from '@/features/vetdata/components/suppliers-screens';
import { suppliersReportsPageProps } from '@/features/vetdata/server/vetdata-props';

export const getServerSideProps = suppliersReportsPageProps;

export default SuppliersReportsScreen;
