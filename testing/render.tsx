import { render, type RenderOptions } from '@testing-library/react';
import mockRouter from 'next-router-mock';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { SessionProvider } from '@/lib/session/session-context';
import type { Session } from '@/lib/session/types';
import { createTestI18n } from './i18n';

type ProviderOptions = {
  session?: Session | null;
  locale?: string;
  /** The address the memory router starts at. */
  route?: string;
};

/** Renders a screen the way `_app` does: translations, a fresh data cache, the session, a router. */
export function renderWithProviders(ui: ReactElement, { session = null, locale = 'en', route = '/', ...options }: ProviderOptions & RenderOptions = {}) {
  mockRouter.setCurrentUrl(route);
  const i18n = createTestI18n(locale);
  return {
    i18n,
    ...render(
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <SessionProvider session={session}>{ui}</SessionProvider>
        </SWRConfig>
      </I18nextProvider>,
      options,
    ),
  };
}
