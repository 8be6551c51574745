import { DEFAULT_LOCALE, TEST_LOCALE } from '@/lib/i18n/locales';

/** The `lang` attribute of a page: the locale itself, except the test locale, which is the standard pseudo-locale tag. */
export function htmlLang(locale: string | undefined): string {
  if (!locale) return DEFAULT_LOCALE;
  return locale === TEST_LOCALE ? 'en-XA' : locale;
}
