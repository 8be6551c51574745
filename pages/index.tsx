import { ContentHighlights } from '@/features/content/components/content-highlights';
import { homeHighlightsFallback } from '@/features/content/server/content-props';
import { HomeScreen } from '@/features/home/components/home-screen';
import { Onboarding } from '@/features/onboarding/components/onboarding';
import { withSession } from '@/lib/auth/guard';

// The onboarding's texts only for a user who will see it; the news and events as fallback data.
export const getServerSideProps = withSession({
  namespaces: ({ user }) => (user.isOnboarded ? [] : ['onboarding']),
  load: async (ctx) => ({ props: {}, fallback: await homeHighlightsFallback(ctx) }),
});

/** Home: the onboarding on a first visit (spec §2), the members' start page otherwise. */
export default function HomePage() {
  return (
    <>
      <Onboarding />
      <HomeScreen>
        <ContentHighlights />
      </HomeScreen>
    </>
  );
}
