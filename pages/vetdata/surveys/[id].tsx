import { SurveyScreen } from '@/features/vetdata/components/survey-screen';
import { surveyPageProps } from '@/features/vetdata/server/vetdata-props';

export const getServerSideProps = surveyPageProps;

export default SurveyScreen;
