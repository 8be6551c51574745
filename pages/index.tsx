import { HomeScreen } from '@/features/home/components/home-screen';
import { Onboarding } from '@/features/onboarding/components/onboarding';
import { withSession } from '@/lib/auth/guard';

export const getServerSideProps = withSession({ namespaces: ['onboarding'] });

/** Home: the onboarding on a first visit (spec §2), the members' start page otherwise. */
export default function HomePage() {
  return (
    <>
      <Onboarding />
      <HomeScreen />
    </>
  );
}
