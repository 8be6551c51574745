import { numberFormat } from '@/lib/text/intl-formats';
import { remembered } from '@/lib/text/remembered';

// Figures in the member's currency and the user's language, through the shared cache of Intl
// formatters (lib/text/intl-formats): building one costs far more than formatting with it.

/** The answers of numberLocale: asking ICU which locales it supports costs more than the figures it formats. */
const numberLocales = new Map<string, string>();

/** `sv` + `SE` → `sv-SE`; a locale that already names a region (`nl-BE`) is kept; an invalid one falls back to the language. */
export function numberLocale(language: string, countryCode: string): string {
  return remembered(numberLocales, `${language}|${countryCode}`, 200, () =>
    supportedNumberLocale(language, countryCode),
  );
}

function supportedNumberLocale(language: string, countryCode: string): string {
  const candidate = language.includes('-') ? language : `${language}-${countryCode.toUpperCase()}`;
  try {
    return Intl.NumberFormat.supportedLocalesOf([candidate]).length > 0 ? candidate : language;
  } catch {
    return language.split('-')[0] || 'en';
  }
}

/** A decimal string of the API ("12345.50") or a number, as a number; anything unreadable is 0. */
export function toAmount(value: string | number | null | undefined): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(number) ? number : 0;
}

/** A currency Intl knows the shape of; without one (an API that sends none) the figure is a plain number. */
function currencyStyle(currency: string): Intl.NumberFormatOptions {
  return /^[A-Z]{3}$/.test(currency) ? { style: 'currency', currency } : { style: 'decimal' };
}

/** Texts one shared formatter remembers: a page's figures, render after render (the cap only bounds it). */
const MAX_TEXTS = 5_000;
const textsByFormat = new WeakMap<Intl.NumberFormat, Map<string | number, string>>();

/**
 * `format` applied to `value`, remembered per shared formatter (lib/text/intl-formats): the same
 * figures come back on every load of a page, and ICU takes about half a microsecond per figure where
 * a lookup takes a twentieth of that (a dashboard or a quarter writes a few hundred per render).
 */
function rememberedText(format: Intl.NumberFormat, value: string | number, make: () => string): string {
  let texts = textsByFormat.get(format);
  if (!texts) {
    texts = new Map();
    textsByFormat.set(format, texts);
  }
  return remembered(texts, value, MAX_TEXTS, make);
}

/**
 * Amounts with their currency, whole units (the dashboard's headline and table figures). A screen
 * with many cells takes the formatter once: looking it up per cell (its key is the options as JSON)
 * was a measurable part of the dashboard's server render.
 */
export function moneyFormatter(currency: string, locale: string): (value: string | number) => string {
  const format = numberFormat(locale, {
    ...currencyStyle(currency),
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
    // A credit of a few öre rounds to 0: "0 kr", never "−0 kr".
    signDisplay: 'negative',
  });
  return (value) => rememberedText(format, value, () => format.format(toAmount(value)));
}

/** An amount with its currency, whole units. */
export function formatMoney(value: string | number, currency: string, locale: string): string {
  return moneyFormatter(currency, locale)(value);
}

/**
 * A percentage given in percent (12.5 → "12.5 %" in the locale's way); an en dash when there is none.
 * `signed` for a change, which reads as one only with its sign ("+23.5 %").
 */
export function formatPercent(value: number | null, locale: string, signed = false): string {
  return percentFormatter(locale, signed)(value);
}

/** formatPercent with its formatter taken once, for screens with many cells. */
export function percentFormatter(locale: string, signed = false): (value: number | null) => string {
  const sign = signed ? 'exceptZero' : 'auto';
  const format = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: sign });
  return (value) =>
    value === null || !Number.isFinite(value) ? '–' : rememberedText(format, value, () => format.format(value / 100));
}

/** A share between 0 and 1 as a percentage. */
export function formatShare(value: number, locale: string): string {
  return formatPercent(value * 100, locale);
}

/** Whether the locale writes decimals with a comma (CSV exports then separate fields with `;`). */
export function usesDecimalComma(locale: string): boolean {
  return numberFormat(locale, {}).format(1.5).includes(',');
}

/** A short figure for a chart's axis ("1,2 mn kr"). */
export function formatCompactMoney(value: number, currency: string, locale: string): string {
  return numberFormat(locale, {
    ...currencyStyle(currency),
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}
