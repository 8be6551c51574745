import '@/styles/globals.scss';
import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';
import { SWRConfig } from 'swr';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { ErrorScreen } from '@/features/maintenance/components/error-screen';
import type { PageBaseProps } from '@/lib/auth/guard';
import { SessionLifecycle } from '@/lib/auth/session-lifecycle';
import { i18nConfig } from '@/lib/i18n/config';
import { SessionProvider } from '@/lib/session/session-context';
import { SWR_OPTIONS } from '@/lib/swr/swr-options';

/** The application: data cache, session, crash handling, and the page or the error view the guard chose. */
function PortalApp({ Component, pageProps, router }: AppProps<Partial<PageBaseProps>>) {
  const { session = null, fallback = {}, errorStatus = null } = pageProps;
  return (
    <SWRConfig value={{ ...SWR_OPTIONS, fallback }}>
      <SessionProvider session={session}>
        <SessionLifecycle signedIn={session !== null} />
        <ErrorBoundary resetKey={router.asPath} fallback={(status) => <ErrorScreen code={status} />}>
          {errorStatus ? <ErrorScreen code={errorStatus} /> : <Component {...pageProps} />}
        </ErrorBoundary>
      </SessionProvider>
    </SWRConfig>
  );
}

export default appWithTranslation(PortalApp, i18nConfig);
