import '@/styles/globals.scss';
import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import { SWRConfig } from 'swr';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import type { PageBaseProps } from '@/lib/auth/guard';
import { SessionLifecycle } from '@/lib/auth/session-lifecycle';
import { TranslationProvider } from '@/lib/i18n/translation-provider';
import { SessionProvider } from '@/lib/session/session-context';
import { SWR_OPTIONS } from '@/lib/swr/swr-options';

// Needed only when a page fails: loaded then, so it costs the first load of no page.
const ErrorScreen = dynamic(() => import('@/features/maintenance/components/error-screen').then((module) => module.ErrorScreen));

/** The application: data cache, session, crash handling, and the page or the error view the guard chose. */
function PortalApp({ Component, pageProps, router }: AppProps<Partial<PageBaseProps>>) {
  const { session = null, fallback = {}, errorStatus = null, _nextI18Next: translations } = pageProps;
  return (
    <TranslationProvider translations={translations}>
      <SWRConfig value={{ ...SWR_OPTIONS, fallback }}>
        <SessionProvider session={session}>
          <SessionLifecycle signedIn={session !== null} />
          <ErrorBoundary resetKey={router.asPath} fallback={(status) => <ErrorScreen code={status} />}>
            {errorStatus ? <ErrorScreen code={errorStatus} /> : <Component {...pageProps} />}
          </ErrorBoundary>
        </SessionProvider>
      </SWRConfig>
    </TranslationProvider>
  );
}

export default PortalApp;
