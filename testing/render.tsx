import { render, type RenderOptions } from '@testing-library/react';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import type { ReactElement } from 'react';
import { TranslationContext } from '@/lib/i18n/use-translation';
import { SWRConfig } from 'swr';
import { SessionProvider } from '@/lib/session/session-context';
import { SWR_OPTIONS } from '@/lib/swr/swr-options';
import type { Session } from '@/lib/session/types';
import { createTestI18n } from './i18n';

type ProviderOptions = {
  session?: Session | null;
  locale?: string;
  /** The address the memory router starts at. */
  route?: string;
  /** Data the server would have loaded, by API path (SWR fallback). */
  fallback?: Record<string, unknown>;
};

/** Renders a screen the way `_app` does: translations, a fresh data cache with the app's settings, the session, a router. */
export function renderWithProviders(ui: ReactElement, { session = null, locale = 'en', route = '/', fallback = {}, ...options }: ProviderOptions & RenderOptions = {}) {
  mockRouter.setCurrentUrl(route);
  const i18n = createTestI18n(locale);
  return {
    i18n,
    ...render(
      <MemoryRouterProvider>
        <TranslationContext.Provider value={{ i18n, version: 0 }}>
          <SWRConfig value={{ ...SWR_OPTIONS, provider: () => new Map(), dedupingInterval: 0, fallback }}>
            <SessionProvider session={session}>{ui}</SessionProvider>
          </SWRConfig>
        </TranslationContext.Provider>
      </MemoryRouterProvider>,
      options,
    ),
  };
}
