import { DEFAULT_LOCALE, FALLBACK_LOCALES, LOCALES } from '@/lib/i18n/locales';
import type { UserConfig } from 'next-i18next/pages';

/** The namespace every page loads (spec §9). Areas add their own beside it. */
export const DEFAULT_NAMESPACE = 'common';

/**
 * next-i18next configuration, passed explicitly to `appWithTranslation` and
 * `serverSideTranslations` (next-i18next 16 pages API). The locale comes from the signed-in
 * user's language, not from the URL, so Next's locale routing is not used.
 */
export const i18nConfig: UserConfig = {
  i18n: { defaultLocale: DEFAULT_LOCALE, locales: [...LOCALES] },
  defaultNS: DEFAULT_NAMESPACE,
  fallbackLng: FALLBACK_LOCALES,
  // Bundled JSON, read on the server; the browser receives what each page needs with its props.
  // Resolved against the working directory on the server, which is the repository root.
  localePath: './locales',
  serializeConfig: false,
  returnNull: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
