import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formatMoney, formatPercent, numberLocale, toAmount, usesDecimalComma } from '../money';

const amounts = fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }).map((cents) => (cents / 100).toFixed(2));
const locales = fc.constantFrom('sv-SE', 'en-AU', 'da-DK', 'nb-NO', 'de-DE', 'nl-BE', 'fr-BE', 'pl-PL');
const currencies = fc.constantFrom('SEK', 'DKK', 'NOK', 'EUR', 'PLN', 'AUD');

/** Whole units as money rounds them: halves away from zero (Intl's default), unlike Math.round. */
const wholeUnits = (amount: string) => Math.sign(Number(amount)) * Math.round(Math.abs(Number(amount)));

/** The digits a formatted amount shows, read back as a whole number. */
const digitsOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('formatMoney', () => {
  it('shows every decimal string the API sends as its whole units, whatever the locale and currency', () => {
    fc.assert(
      fc.property(amounts, locales, currencies, (amount, locale, currency) => {
        const text = formatMoney(amount, currency, locale);
        expect(digitsOf(text)).toBe(Math.abs(wholeUnits(amount)));
        expect(text.includes('-') || text.includes('−')).toBe(wholeUnits(amount) < 0);
      }),
    );
  });

  it('writes Swedish figures with spaces between thousands and the krona after', () => {
    expect(formatMoney('1234567.50', 'SEK', 'sv-SE').replace(/\s/g, ' ')).toBe('1 234 568 kr');
    expect(formatMoney(1234567.5, 'AUD', 'en-AU')).toBe('$1,234,568');
  });

  it('shows a plain number when the answer carries no currency', () => {
    expect(formatMoney('1000', '', 'en-AU')).toBe('1,000');
  });
});

describe('formatPercent', () => {
  it('rounds to one decimal in the locale and shows an en dash for nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (tenths) => {
        const text = formatPercent(tenths / 10, 'en-AU');
        expect(text).toBe(`${(tenths / 10).toLocaleString('en-AU', { maximumFractionDigits: 1 })}%`);
      }),
    );
    expect(formatPercent(null, 'sv-SE')).toBe('–');
    expect(formatPercent(23.5, 'en-AU', true)).toBe('+23.5%');
    expect(formatPercent(-4, 'en-AU', true)).toBe('-4%');
    expect(formatPercent(0, 'en-AU', true)).toBe('0%');
    expect(formatPercent(9.1, 'sv-SE').replace(/\s/g, ' ')).toBe('9,1 %');
  });
});

describe('toAmount and locales', () => {
  it('reads decimal strings and numbers, and anything else as zero', () => {
    fc.assert(fc.property(amounts, (amount) => expect(toAmount(amount)).toBeCloseTo(Number(amount), 2)));
    expect(toAmount('abc')).toBe(0);
    expect(toAmount(null)).toBe(0);
  });

  it('joins language and country, keeps a regional locale, and falls back to the language', () => {
    expect(numberLocale('sv', 'se')).toBe('sv-SE');
    expect(numberLocale('nl-BE', 'be')).toBe('nl-BE');
    expect(numberLocale('sv', '')).toBe('sv');
    expect(usesDecimalComma('sv-SE')).toBe(true);
    expect(usesDecimalComma('en-AU')).toBe(false);
  });
});

describe('remembered figures', () => {
  it('answers a figure asked for again the same, and keeps each formatter’s figures apart', () => {
    expect(formatMoney('1000', 'SEK', 'sv-SE').replace(/\s/g, ' ')).toBe('1 000 kr');
    expect(formatMoney('1000', 'SEK', 'sv-SE').replace(/\s/g, ' ')).toBe('1 000 kr');
    // The same value in another currency, locale or style is written by its own formatter.
    expect(formatMoney('1000', 'AUD', 'en-AU')).toBe('$1,000');
    expect(formatMoney(1000, 'AUD', 'en-AU')).toBe('$1,000');
    expect(formatPercent(5, 'en-AU')).toBe('5%');
    expect(formatPercent(5, 'en-AU', true)).toBe('+5%');
    expect(formatPercent(5, 'en-AU')).toBe('5%');
  });
});
