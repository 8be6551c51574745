import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_NAMESPACE, i18nConfig } from '@/lib/i18n/config';
import { COMPLETE_LOCALES, type Locale } from '@/lib/i18n/locales';
import type { SSRConfig } from 'next-i18next/pages';

/**
 * The bundled translations never change while a production server runs, and building them
 * creates and initialises an i18next instance: done once per locale and namespace set, not per
 * request. The cached props hold translations only, nothing of any user. Development reads the
 * files each time, so edits show at once.
 */
const cache = new Map<string, Promise<SSRConfig>>();

/**
 * Namespaces every page carries: `common`, and the error texts, because the crash screen (the
 * error boundary in `_app`) can replace any page and must speak the user's language there.
 */
export const PAGE_NAMESPACES = [DEFAULT_NAMESPACE, 'errors'] as const;

/** The translations a page needs, as props: those of every page plus the page's own. */
export function loadTranslations(locale: Locale, namespaces: readonly string[] = []): Promise<SSRConfig> {
  const wanted = [...new Set([...PAGE_NAMESPACES, ...namespaces])].sort();
  if (process.env.NODE_ENV !== 'production') return serverSideTranslations(locale, wanted, i18nConfig);
  const key = `${locale}|${wanted.join(',')}`;
  let translations = cache.get(key);
  if (!translations) {
    translations = serverSideTranslations(locale, wanted, i18nConfig).then((loaded) =>
      withoutUnusedFallbacks(loaded, locale),
    );
    cache.set(key, translations);
    translations.catch(() => cache.delete(key));
  }
  return translations;
}

/**
 * A complete locale never falls back (a test keeps English and Swedish key for key the same), so
 * its pages need not carry the fallback languages' texts: less HTML on every page.
 */
function withoutUnusedFallbacks(translations: SSRConfig, locale: Locale): SSRConfig {
  const loaded = translations._nextI18Next;
  if (!loaded || !COMPLETE_LOCALES.includes(locale)) return translations;
  const store = loaded.initialI18nStore as Record<string, unknown>;
  return { _nextI18Next: { ...loaded, initialI18nStore: { [locale]: store[locale] } } };
}
