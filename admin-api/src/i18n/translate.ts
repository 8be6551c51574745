// What the admin API writes for people (mails, notification titles, PDFs, export headers) in the
// recipient's language and number format (issue 24). The texts are the portal's own bundled JSON,
// namespace `api` (locales/<lang>/api.json), read through i18next with the portal's fallbacks
// (regional → base language → Swedish or English); numbers, money and dates go through Intl in the
// recipient's locale, never with a hard-coded decimal point.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n, type Resource, type TFunction } from 'i18next';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALES,
  LOCALES,
  type Locale,
  TEST_LOCALE,
  formatLocale,
  toLocale,
} from '../rules/locales';

export const API_NAMESPACE = 'api';

/**
 * The portal's namespaces whose vocabularies the API's texts name too, so a purchase category reads
 * the same in a PDF or a notification as on the dashboard ("Läkemedel", not "Pharmaceuticals").
 */
const VOCABULARY_NAMESPACES = ['purchasing', 'content'] as const;

const LOCALES_DIR = path.resolve(__dirname, '../../../locales');

let instance: I18n | null = null;

/** The `api` namespace of every locale (and `dev`, the last fallback), read once from disk. */
function translations(): I18n {
  if (instance) return instance;
  const resources: Resource = {};
  for (const locale of [...LOCALES, 'dev']) {
    for (const namespace of [API_NAMESPACE, ...VOCABULARY_NAMESPACES]) {
      const file = path.join(LOCALES_DIR, locale, `${namespace}.json`);
      if (!existsSync(file)) continue;
      resources[locale] = { ...resources[locale], [namespace]: JSON.parse(readFileSync(file, 'utf8')) };
    }
  }
  const created = i18next.createInstance();
  void created.init({
    resources,
    lng: DEFAULT_LOCALE,
    fallbackLng: FALLBACK_LOCALES,
    ns: [API_NAMESPACE, ...VOCABULARY_NAMESPACES],
    defaultNS: API_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  instance = created;
  return created;
}

/** Someone's words and number format: `t` for texts, the rest for figures and dates. */
export type Voice = {
  locale: Locale;
  t: TFunction;
  /** "3,5" in Swedish, "3.5" in English; `digits` fixes the decimals. */
  number(value: number | string, digits?: number): string;
  /** An amount with two decimals, no currency sign: "419 429,01". */
  amount(value: number | string | null | undefined): string;
  /** An amount with its currency as the locale writes it: "419 429,01 kr", "419.429,01 SEK". */
  money(value: number | string | null | undefined, currency: string): string;
  /** A percentage from a number of percent: 3.5 → "3,5 %". */
  percent(value: number | string): string;
  /** A calendar date (UTC): "1 oktober 2026". */
  date(value: Date): string;
  /** A span of months (UTC), as the locale writes one: "feb.–dec. 2026"; one month alone: "mars 2026". */
  months(first: Date, last: Date): string;
  /** A purchase category by its stable code, as the dashboard names it; its stored name if the code is unknown. */
  category(category: { code: string; name: string }): string;
  /** A partner contact request's subject by its code, as the contact form names it. */
  contactSubject(subject: { code: string; name: string }): string;
};

const voices = new Map<Locale, Voice>();

/** The voice of a language code as users carry it (`sv`, `de-AT`, `nb`), English when unknown. */
export function voiceOf(code: string | null | undefined): Voice {
  const found = toLocale(code);
  const locale = found && found !== TEST_LOCALE ? found : DEFAULT_LOCALE;
  const known = voices.get(locale);
  if (known) return known;
  const intl = formatLocale(locale);
  const twoDigits = new Intl.NumberFormat(intl, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const voice: Voice = {
    locale,
    t: translations().getFixedT(locale, API_NAMESPACE),
    number: (value, digits) =>
      new Intl.NumberFormat(
        intl,
        digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits },
      ).format(Number(value)),
    amount: (value) => twoDigits.format(Number(value ?? 0)),
    money: (value, currency) =>
      new Intl.NumberFormat(intl, { style: 'currency', currency, currencyDisplay: 'code' }).format(Number(value ?? 0)),
    percent: (value) =>
      new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 2 }).format(Number(value) / 100),
    date: (value) => new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(value),
    months: (first, last) => {
      const format = new Intl.DateTimeFormat(intl, { month: 'short', year: 'numeric', timeZone: 'UTC' });
      return format.formatRange(first, last);
    },
    category: ({ code, name }) =>
      translations().t(`categories.${code}`, { lng: locale, ns: 'purchasing', defaultValue: name }),
    contactSubject: ({ code, name }) =>
      translations().t(`types.partners.subjects.${code}`, { lng: locale, ns: 'content', defaultValue: name }),
  };
  voices.set(locale, voice);
  return voice;
}

/**
 * The voice of the user the API acts for: their own language setting, for what they read themselves
 * (their copy of a mail, a PDF they open). A mail to someone else speaks the recipient's language
 * (i18n/recipients.ts): another user's own setting, a partner's or advertiser's item language or
 * country, the country's main language for its contact address.
 */
export const voiceOfUser = (user: { language: { code: string } }): Voice => voiceOf(user.language.code);
