import fc from 'fast-check';
import { formatDate, formatDayRange } from '../date-format';

const DAY = 24 * 60 * 60_000;
const ZONES = ['Europe/Stockholm', 'Europe/Berlin', 'Australia/Sydney', 'America/Sao_Paulo', 'UTC'];
const LOCALES = ['en', 'sv', 'de'];

/** The calendar day of an instant in a time zone, as `YYYY-MM-DD`. */
function dayIn(time: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(time);
}

const instant = fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2035-12-31T00:00:00Z') });
const iso = (time: number) => new Date(time).toISOString();
/** "from–to", with whatever spaces the platform's ICU puts around the dash. */
const range = (from: string, to: string) => new RegExp(`^${from}\\s*–\\s*${to}$`);

describe('formatDayRange', () => {
  it('reads a campaign as whole days in the member’s time zone, without times', () => {
    // The seed's shape: from midnight UTC to 21:59:59Z, i.e. 01:00 to 22:59 in Stockholm.
    expect(formatDayRange('2026-11-16T00:00:00Z', '2026-11-26T21:59:59Z', 'en', 'Europe/Stockholm')).toMatch(
      range('16', '26 November 2026'),
    );
    expect(formatDayRange('2026-11-16T00:00:00Z', '2026-11-26T21:59:59Z', 'sv', 'Europe/Stockholm')).toMatch(
      range('16', '26 november 2026'),
    );
    // Late in the evening UTC is already the next day in Sydney.
    expect(formatDayRange('2026-11-16T15:00:00Z', '2026-11-26T15:00:00Z', 'en', 'Australia/Sydney')).toMatch(
      range('17', '27 November 2026'),
    );
  });

  it('ends a period that ends at midnight on the day before', () => {
    expect(formatDayRange('2026-11-15T23:00:00Z', '2026-11-26T23:00:00Z', 'en', 'Europe/Stockholm')).toMatch(
      range('16', '26 November 2026'),
    );
  });

  it('is the start’s day alone for a period within one day, or an end not after the start', () => {
    expect(formatDayRange('2026-11-16T08:00:00Z', '2026-11-16T16:00:00Z', 'en', 'Europe/Stockholm')).toBe(
      '16 November 2026',
    );
    expect(formatDayRange('2026-11-16T08:00:00Z', '2026-11-10T16:00:00Z', 'en', 'Europe/Stockholm')).toBe(
      '16 November 2026',
    );
    expect(formatDayRange('not a date', '2026-11-10T16:00:00Z', 'en', 'Europe/Stockholm')).toBe('');
  });

  it('never shows a time of day, in any language or time zone', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 400 * DAY }),
        fc.constantFrom(...LOCALES),
        fc.constantFrom(...ZONES),
        (start, length, locale, zone) =>
          !/\d{1,2}[:.]\d{2}/.test(formatDayRange(iso(start), iso(start + length), locale, zone)),
      ),
    );
  });

  it('names the first and the last day of the period in the member’s time zone', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 400 * DAY }), fc.constantFrom(...ZONES), (start, length, zone) => {
        const text = formatDayRange(iso(start), iso(start + length), 'en', zone);
        const first = dayIn(start, zone);
        const last = dayIn(start + length - 1, zone);
        // A one-day period is that day's date, as the date formatter writes it.
        if (first === last) return text === formatDate(iso(start), 'en', zone);
        const day = (ymd: string) => String(Number(ymd.slice(8)));
        const year = (ymd: string) => ymd.slice(0, 4);
        const [from, to] = text.split(/\s*–\s*/);
        return (
          from !== undefined &&
          to !== undefined &&
          from.startsWith(day(first)) &&
          to.includes(day(last)) &&
          text.endsWith(year(last)) &&
          (year(first) === year(last) || from.includes(year(first)))
        );
      }),
    );
  });
});
