import { HeaderGifsScreen } from '@/features/digest/components/header-gifs-screen';
import { headerGifsPageProps } from '@/features/digest/server/header-gifs-props';

export const getServerSideProps = headerGifsPageProps;

export default HeaderGifsScreen;
