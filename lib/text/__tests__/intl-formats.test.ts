import fc from 'fast-check';
import { LOCALES, formatLocale } from '@/lib/i18n/locales';
import { dateTimeFormat, numberFormat, plainSpaces, relativeTimeFormat } from '@/lib/text/intl-formats';

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
            plainSpaces(new Intl.DateTimeFormat(formatLocale(locale), options).format(date)),
          );
        },
      ),
    );
  });

  it('formats a range once per formatter, and each range as a new formatter would', () => {
    const spy = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatRange');
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Oslo' };
    const format = dateTimeFormat('nb', options);
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2060-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 90 * 24 * 3_600_000 }),
        (start, length) => {
          const end = new Date(start.getTime() + length);
          const expected = plainSpaces(new Intl.DateTimeFormat(formatLocale('nb'), options).formatRange(start, end));
          expect(format.formatRange(start, end)).toBe(expected);
          // The same moments again (other Date objects): remembered, not formatted again.
          spy.mockClear();
          expect(format.formatRange(new Date(start), new Date(end))).toBe(expected);
          expect(spy).not.toHaveBeenCalled();
        },
      ),
    );
    spy.mockRestore();
  });

  it('formats a moment once per formatter, and each as a new formatter would; no moment is now, every time', () => {
    // `format` is a getter of the bound function (typed as a method): reading it is what formatting costs.
    const prototype = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
    const spy = jest.spyOn(prototype, 'format', 'get');
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Oslo' };
    const format = dateTimeFormat('nb', options);
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2060-01-01'), noInvalidDate: true }),
        (date) => {
          const expected = plainSpaces(new Intl.DateTimeFormat(formatLocale('nb'), options).format(date));
          expect(format.format(date)).toBe(expected);
          spy.mockClear();
          expect(format.format(new Date(date))).toBe(expected);
          expect(format.format(date.getTime())).toBe(expected);
          expect(spy).not.toHaveBeenCalled();
        },
      ),
    );
    // Without a moment: today, never a day remembered from before.
    const days = dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
    expect(days.format(new Date('2001-02-03T00:00:00Z'))).toBe('3 February 2001');
    expect(days.format()).toBe(days.format(new Date()));
    expect(days.format()).not.toBe('3 February 2001');
    spy.mockRestore();
  });

  it('writes the plain spaces browsers write, so a server render hydrates (React error #418)', () => {
    // Node's ICU: "16\u2009–\u200926 November 2026" and "9:00\u202fam"; Chromium: plain spaces.
    const range = dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).formatRange(
      new Date('2026-11-16T08:00:00Z'),
      new Date('2026-11-26T08:00:00Z'),
    );
    expect(range).toBe('16 – 26 November 2026');
    const time = dateTimeFormat('en-AU', { timeStyle: 'short', timeZone: 'UTC' }).format(
      new Date('2026-11-16T09:00:00Z'),
    );
    expect(time).toBe('9:00 am');
  });

  it('never writes a thin or narrow space, in any of the portal’s locales', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2060-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 90 * 24 * 60 }),
        fc.constantFrom(...LOCALES.filter((locale) => locale !== 'xx')),
        fc.constantFrom<Intl.DateTimeFormatOptions>(
          { dateStyle: 'long' },
          { dateStyle: 'long', timeStyle: 'short' },
          { dateStyle: 'medium' },
          { timeStyle: 'short' },
          { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
        ),
        (start, minutes, locale, options) => {
          const format = dateTimeFormat(locale, { ...options, timeZone: 'Europe/Stockholm' });
          const end = new Date(start.getTime() + minutes * 60_000);
          const texts = [
            format.format(start),
            format.formatRange(start, end),
            ...format.formatToParts(start).map((part) => part.value),
          ];
          return texts.every((text) => !/[\u2009\u202f]/.test(text));
        },
      ),
    );
  });
});
