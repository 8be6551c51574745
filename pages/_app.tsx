import '@/styles/globals.scss';
import dynamic from 'next/dynamic';
import { AppProviders } from '@/components/app-providers/app-providers';
import { RouteProgress } from '@/components/progress-bar/route-progress';
import { useRouteActivity } from '@/lib/activity/use-route-activity';
import type { PageBaseProps } from '@/lib/auth/guard';
import { SessionLifecycle } from '@/lib/auth/session-lifecycle';
import type { AppProps } from 'next/app';

// Each loaded only by the pages that render it: the error views when a page fails, the frame of
// signed-in pages (so the login and error pages do not carry it).
const ErrorScreen = dynamic(() =>
  import('@/features/maintenance/components/error-screen').then((module) => module.ErrorScreen),
);
const SignedInShell = dynamic(() => import('@/shell/signed-in-shell').then((module) => module.SignedInShell));

function RouteActivity({ signedIn }: { signedIn: boolean }) {
  useRouteActivity(signedIn);
  return null;
}

/** The application: translations, data cache, session, crash handling, and the page in its frame. */
function PortalApp({ Component, pageProps, router }: AppProps<Partial<PageBaseProps>>) {
  const { session = null, fallback = {}, errorStatus = null, _nextI18Next: translations } = pageProps;
  const page = errorStatus ? <ErrorScreen code={errorStatus} /> : <Component {...pageProps} />;
  // Every signed-in page is framed by the Layout, its 403 and 404 views too, so the menu still leads
  // on; the public pages are not (spec §2).
  const framed = session ? <SignedInShell>{page}</SignedInShell> : page;
  return (
    <AppProviders
      translations={translations}
      session={session}
      fallback={fallback}
      resetKey={router.asPath}
      errorView={(status) => <ErrorScreen code={status} />}
      beside={
        <>
          <SessionLifecycle signedIn={session !== null} />
          <RouteActivity signedIn={session !== null} />
          <RouteProgress />
        </>
      }
    >
      {framed}
    </AppProviders>
  );
}

export default PortalApp;
