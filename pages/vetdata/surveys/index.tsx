import { SurveysScreen } from '@/features/vetdata/components/overview-screen';
import { overviewPageProps } from '@/features/vetdata/server/vetdata-props';

export const getServerSideProps = overviewPageProps;

export default SurveysScreen;
