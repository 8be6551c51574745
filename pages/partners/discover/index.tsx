import { discoverProps } from '@/features/content/types/partners/discover-props';
import { DiscoverScreen } from '@/features/content/types/partners/discover-screen';

export const getServerSideProps = discoverProps;

export default DiscoverScreen;
