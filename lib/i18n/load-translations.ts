import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_NAMESPACE, i18nConfig } from '@/lib/i18n/config';
import type { Locale } from '@/lib/i18n/locales';

/** The translations a page needs, as props: the common namespace plus the page's own. */
export function loadTranslations(locale: Locale, namespaces: readonly string[] = []) {
  return serverSideTranslations(locale, [...new Set([DEFAULT_NAMESPACE, ...namespaces])], i18nConfig);
}
