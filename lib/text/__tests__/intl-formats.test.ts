import fc from 'fast-check';
import { formatLocale } from '@/lib/i18n/locales';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from '@/lib/text/intl-formats';

describe('shared Intl formatters', () => {
  it('gives the same formatter for the same locale and options, and another for other ones', () => {
    const long = dateTimeFormat('sv', { dateStyle: 'long', timeZone: 'Europe/Stockholm' });
    expect(dateTimeFormat('sv', { dateStyle: 'long', timeZone: 'Europe/Stockholm' })).toBe(long);
    expect(dateTimeFormat('sv', { dateStyle: 'long', timeZone: 'Europe/Oslo' })).not.toBe(long);
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'Europe/Stockholm' })).not.toBe(long);
    expect(numberFormat('sv', { maximumFractionDigits: 1 })).toBe(numberFormat('sv', { maximumFractionDigits: 1 }));
    expect(relativeTimeFormat('da', { numeric: 'auto' })).not.toBe(relativeTimeFormat('da', { numeric: 'always' }));
  });

  it('writes English dates the British way, as the portal’s English is (day before month, 24-hour clock)', () => {
    const instant = new Date('2026-11-22T15:05:00Z');
    expect(dateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(instant)).toBe(
      '22 November 2026 at 15:05',
    );
    expect(dateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'UTC' }).format(instant)).toBe('22 November 2026');
    expect(dateTimeFormat('sv', { dateStyle: 'long', timeZone: 'UTC' }).format(instant)).toBe('22 november 2026');
  });

  it('formats exactly as a new formatter would, whatever the instant, locale or zone', () => {
    const locales = ['en', 'sv', 'de', 'nl-BE', 'pl'];
    const zones = ['Europe/Stockholm', 'Australia/Sydney', 'America/Sao_Paulo', 'UTC'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.constantFrom(...locales),
        fc.constantFrom(...zones),
        fc.boolean(),
        (date, locale, timeZone, withTime) => {
          const options: Intl.DateTimeFormatOptions = {
            dateStyle: 'long',
            ...(withTime ? { timeStyle: 'short' } : {}),
            timeZone,
          };
          expect(dateTimeFormat(locale, options).format(date)).toBe(
            new Intl.DateTimeFormat(formatLocale(locale), options).format(date),
          );
        },
      ),
    );
  });
});
