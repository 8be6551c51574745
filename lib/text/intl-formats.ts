import { formatLocale } from '@/lib/i18n/locales';
import { remembered } from '@/lib/text/remembered';

/**
 * Shared Intl formatters, in each locale's regional conventions (`formatLocale`). Making one costs
 * about a tenth of a millisecond (it loads the locale's data), which a list of twenty dates paid
 * twenty times per server render; a formatter is immutable, so one per locale and options serves
 * every request.
 */
type Formatter = DateFormatter | Intl.NumberFormat | Intl.RelativeTimeFormat;

/**
 * Spaces that differ between JavaScript engines: Node's ICU puts a thin space around a range's dash
 * ("16 – 26 November") and a narrow no-break space before "am", where browsers put a plain space. A
 * page rendered on the server must read exactly the same in the browser, or React throws away the
 * server's markup (error #418), so both sides write the browsers' plain space.
 */
const ENGINE_SPACES = /[\u2009\u202f]/g;

export function plainSpaces(text: string): string {
  return text.replace(ENGINE_SPACES, ' ');
}

/** Intl.DateTimeFormat's formatting methods, with the same text on the server and in every browser. */
export type DateFormatter = Pick<Intl.DateTimeFormat, 'format' | 'formatRange' | 'formatToParts'>;

/** Texts one formatter remembers (moments and ranges): a page's dates, render after render. */
const MAX_TEXTS = 1_000;

function portable(intl: Intl.DateTimeFormat): DateFormatter {
  // ICU's formatRange is slow (3 % of the home page's server CPU for its three events' dates in a
  // profile), and a formatter always answers the same for the same two moments: kept per formatter.
  const ranges = new Map<string, string>();
  // The same holds for one moment: a list's dates come back on every load of its page.
  const moments = new Map<number, string>();
  return {
    format: (date) =>
      // Without a moment Intl writes the present one, which is never the same twice.
      date === undefined
        ? plainSpaces(intl.format())
        : remembered(moments, Number(date), MAX_TEXTS, () => plainSpaces(intl.format(date))),
    formatRange: (start, end) =>
      remembered(ranges, `${Number(start)}|${Number(end)}`, MAX_TEXTS, () => plainSpaces(intl.formatRange(start, end))),
    formatToParts: (date) => intl.formatToParts(date).map((part) => ({ ...part, value: plainSpaces(part.value) })),
  };
}

/** Locales and options in use are few; the cap only guards against unbounded growth. */
const MAX_FORMATTERS = 500;
const formatters = new Map<string, Formatter>();

function shared<F extends Formatter>(
  kind: string,
  locale: string,
  options: object,
  make: (intlLocale: string) => F,
): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  return remembered(formatters, key, MAX_FORMATTERS, () => make(formatLocale(locale))) as F;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): DateFormatter {
  return shared('date', locale, options, (intlLocale) => portable(new Intl.DateTimeFormat(intlLocale, options)));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return shared('number', locale, options, (intlLocale) => new Intl.NumberFormat(intlLocale, options));
}

export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return shared('relative', locale, options, (intlLocale) => new Intl.RelativeTimeFormat(intlLocale, options));
}
