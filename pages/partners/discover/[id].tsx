import { DiscoverCategoryScreen } from '@/features/content/types/partners/components/discover-category-screen';
import { discoverCategoryProps } from '@/features/content/types/partners/server/discover-props';

export const getServerSideProps = discoverCategoryProps;

export default DiscoverCategoryScreen;
