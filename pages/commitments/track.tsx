import { TrackScreen } from '@/features/commitments/components/track-screen';
import { trackPageProps } from '@/features/commitments/server/commitments-props';

export const getServerSideProps = trackPageProps;

export default TrackScreen;
