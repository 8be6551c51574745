import { QuarterScreen } from '@/features/purchasing/components/quarter-screen';
import { quarterProps } from '@/features/purchasing/server/purchasing-props';

export const getServerSideProps = quarterProps;

export default QuarterScreen;
