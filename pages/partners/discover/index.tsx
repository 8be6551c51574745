import { DiscoverScreen } from '@/features/content/types/partners/components/discover-screen';
import { discoverProps } from '@/features/content/types/partners/server/discover-props';

export const getServerSideProps = discoverProps;

export default DiscoverScreen;
