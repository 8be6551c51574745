import { PeriodsScreen } from '@/features/purchasing/components/periods-screen';
import { periodsProps } from '@/features/purchasing/server/purchasing-props';

export const getServerSideProps = periodsProps;

export default PeriodsScreen;
