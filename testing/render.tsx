import { render, type RenderOptions } from '@testing-library/react';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { AppProviders } from '@/components/app-providers/app-providers';
import { ErrorScreen } from '@/features/maintenance/components/error-screen';
import type { Session } from '@/lib/session/types';
import { createTestI18n } from './i18n';
import type { ReactElement } from 'react';

type ProviderOptions = {
  session?: Session | null;
  locale?: string;
  /** The address the memory router starts at. */
  route?: string;
  /** Data the server would have loaded, by API path (SWR fallback). */
  fallback?: Record<string, unknown>;
  /** Only these namespaces (and `common`), as a page's loader hands them over; default every one. */
  namespaces?: string[];
};

/** A fresh data cache per render, and no deduplication between a test's requests. */
const TEST_SWR = { provider: () => new Map(), dedupingInterval: 0 };

/**
 * Renders a screen inside `_app`'s own provider stack (components/app-providers): translations,
 * the data cache with the app's settings, the session, toasts and the crash boundary, and a router.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    session = null,
    locale = 'en',
    route = '/',
    fallback = {},
    namespaces,
    ...options
  }: ProviderOptions & RenderOptions = {},
) {
  mockRouter.setCurrentUrl(route);
  const i18n = createTestI18n(locale, namespaces);
  return {
    i18n,
    ...render(
      <MemoryRouterProvider>
        <AppProviders
          i18n={i18n}
          session={session}
          fallback={fallback}
          swr={TEST_SWR}
          errorView={(status) => <ErrorScreen code={status} />}
        >
          {ui}
        </AppProviders>
      </MemoryRouterProvider>,
      options,
    ),
  };
}
