import { DiscoverCategoryScreen } from '@/features/content/types/partners/discover-category-screen';
import { discoverCategoryProps } from '@/features/content/types/partners/discover-props';

export const getServerSideProps = discoverCategoryProps;

export default DiscoverCategoryScreen;
