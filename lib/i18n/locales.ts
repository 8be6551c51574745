/**
 * The portal's locales (spec §3 "Languages"), their flags, and how a user's language code maps
 * onto them. `xx` is the test locale: pseudo-translated text that shows untranslated strings.
 */
export const LOCALES = [
  'en',
  'sv',
  'cs',
  'da',
  'de',
  'es',
  'fr',
  'nl',
  'nl-BE',
  'fr-BE',
  'nb',
  'pl',
  'pt-BR',
  'sk',
  'en-AU',
  'xx',
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
export const TEST_LOCALE: Locale = 'xx';

/**
 * The locales whose translations are complete (issue 24; lib/i18n/__tests__ checks every key): their
 * pages carry no fallback texts. The regional variants are not: they hold only what differs from
 * their base language and fall back to it key by key.
 */
export const COMPLETE_LOCALES: readonly Locale[] = [
  'en',
  'sv',
  'cs',
  'da',
  'de',
  'es',
  'fr',
  'nb',
  'nl',
  'pl',
  'pt-BR',
  'sk',
];

/** The flag (a file in public/images/flags) of each locale's country; emoji flags do not show on Windows. */
export const LOCALE_FLAG: Record<Locale, string> = {
  en: 'gb',
  sv: 'se',
  cs: 'cz',
  da: 'dk',
  de: 'de',
  es: 'es',
  fr: 'fr',
  nl: 'nl',
  'nl-BE': 'be',
  'fr-BE': 'be',
  nb: 'no',
  pl: 'pl',
  'pt-BR': 'br',
  sk: 'sk',
  'en-AU': 'au',
  xx: 'xx',
};

/**
 * The regional conventions a locale's dates and numbers follow, where the bare language would pick
 * the wrong region: the portal's English is British (its flag is `gb`), so "22 November 2026" and
 * a 24-hour clock, not the United States' "November 22, 2026, 3:00 PM".
 */
const FORMAT_LOCALE: Partial<Record<string, string>> = { en: 'en-GB' };

/** The locale to give `Intl` for dates and numbers in `locale`. */
export function formatLocale(locale: string): string {
  return FORMAT_LOCALE[locale] ?? locale;
}

/** The address of a locale's flag image. */
export function flagImage(locale: Locale): string {
  return `/images/flags/${LOCALE_FLAG[locale]}.svg`;
}

/**
 * Fallbacks (spec §9): the user's language, then Swedish for the Scandinavian languages or English
 * for the rest, then `dev` (i18next's development language, which shows the key itself).
 * Regional variants fall back to their base language first.
 */
export const FALLBACK_LOCALES: Record<string, string[]> = {
  sv: ['en', 'dev'],
  da: ['sv', 'en', 'dev'],
  nb: ['sv', 'en', 'dev'],
  'nl-BE': ['nl', 'en', 'dev'],
  'fr-BE': ['fr', 'en', 'dev'],
  'en-AU': ['en', 'dev'],
  default: ['en', 'dev'],
};

/** The portal locale for a language code from the API or a browser (`sv`, `SV`, `sv-SE`, `nl_BE`), or null. */
export function toLocale(code: string | null | undefined): Locale | null {
  if (!code) return null;
  const normalized = code.trim().replace('_', '-');
  const exact = LOCALES.find((locale) => locale.toLowerCase() === normalized.toLowerCase());
  if (exact) return exact;
  const base = normalized.split('-')[0]?.toLowerCase();
  if (base === 'no' || base === 'nn') return 'nb';
  return LOCALES.find((locale) => locale === base) ?? null;
}

/** The best locale for an `Accept-Language` header, honouring its q-values; the default when nothing matches. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = toLocale(tag);
    if (locale && locale !== TEST_LOCALE) return locale;
  }
  return DEFAULT_LOCALE;
}
