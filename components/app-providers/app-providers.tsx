import { useEffect, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { ToastProvider } from '@/components/toast/toast-provider';
import { markHydrated } from '@/lib/browser/hydration';
import { TranslationProvider, type PageTranslations } from '@/lib/i18n/translation-provider';
import { SessionProvider } from '@/lib/session/session-context';
import type { Session } from '@/lib/session/types';
import { SWR_OPTIONS } from '@/lib/swr/swr-options';
import type { i18n as I18n } from 'i18next';

type AppProvidersProps = {
  /** The page's translations (next-i18next's `_nextI18Next`). */
  translations?: PageTranslations;
  /** A ready i18next instance instead of the page's translations: the tests' real bundles. */
  i18n?: I18n;
  session: Session | null;
  /** Data the server loaded, by API path (SWR fallback). */
  fallback: Record<string, unknown>;
  /** SWR settings over the portal's (tests: a fresh cache per render). */
  swr?: SWRConfiguration;
  /** The view that replaces the page when it crashes, given the crash's status. */
  errorView: (status: number) => ReactNode;
  /** Changing it (the route) clears a crash. */
  resetKey?: string;
  /** What runs beside the page, inside the providers but outside the crash boundary. */
  beside?: ReactNode;
  children: ReactNode;
};

/**
 * Everything a page renders inside, in one stack used by `_app` and by the tests' render helper
 * (testing/render.tsx), so a test gets what a page gets: translations, the data cache with the
 * portal's settings, the session, toasts and the crash boundary.
 */
export function AppProviders({
  translations,
  i18n,
  session,
  fallback,
  swr,
  errorView,
  resetKey,
  beside = null,
  children,
}: AppProvidersProps) {
  // The providers' effect runs after every effect of the page they hold: the hydration is over.
  useEffect(markHydrated, []);
  return (
    <TranslationProvider translations={translations} i18n={i18n}>
      <SWRConfig value={{ ...SWR_OPTIONS, ...swr, fallback }}>
        <SessionProvider session={session}>
          <ToastProvider>
            {beside}
            <ErrorBoundary resetKey={resetKey} fallback={errorView}>
              {children}
            </ErrorBoundary>
          </ToastProvider>
        </SessionProvider>
      </SWRConfig>
    </TranslationProvider>
  );
}
