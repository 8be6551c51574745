import fc from 'fast-check';
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
          const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}), timeZone };
          expect(dateTimeFormat(locale, options).format(date)).toBe(new Intl.DateTimeFormat(locale, options).format(date));
        },
      ),
    );
  });
});
