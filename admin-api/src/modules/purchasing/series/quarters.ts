// Quarter arithmetic of the spend-and-savings series (pure). Quarters are calendar quarters; dates are
// plain `YYYY-MM-DD` strings in UTC, as the rollup's `month` column holds them.
import { type QuarterRef } from '../../../contract/purchasing';

type QuarterNumber = QuarterRef['quarter'];

/** Quarters counted from year 0, so neighbours differ by one. */
export const quarterIndex = (ref: QuarterRef): number => ref.year * 4 + ref.quarter - 1;

/** The remainder that is never negative, so quarters and months before year 0 count the same way. */
const mod = (value: number, divisor: number) => ((value % divisor) + divisor) % divisor;

export function fromQuarterIndex(index: number): QuarterRef {
  return { year: Math.floor(index / 4), quarter: (mod(index, 4) + 1) as QuarterNumber };
}

export const addQuarters = (ref: QuarterRef, count: number): QuarterRef => fromQuarterIndex(quarterIndex(ref) + count);

/** The quarter holding a day (its UTC date). */
export function quarterOf(day: Date): QuarterRef {
  return { year: day.getUTCFullYear(), quarter: (Math.floor(day.getUTCMonth() / 3) + 1) as QuarterNumber };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The first day of a month (month 1–12; 13 rolls into the next year). */
export function monthStart(year: number, month: number): string {
  const zeroBased = year * 12 + month - 1;
  return `${pad(Math.floor(zeroBased / 12), 4)}-${pad(mod(zeroBased, 12) + 1, 2)}-01`;
}

/** The quarter's first day. */
export const quarterStart = (ref: QuarterRef): string => monthStart(ref.year, (ref.quarter - 1) * 3 + 1);

/** The day after the quarter (exclusive end). */
export const quarterEnd = (ref: QuarterRef): string => quarterStart(addQuarters(ref, 1));

/** The quarter holding a `YYYY-MM-DD` date. */
export function quarterOfDate(date: string): QuarterRef {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { year, quarter: (Math.floor((month - 1) / 3) + 1) as QuarterNumber };
}

/** "Last quarter" of the series: the last completed calendar quarter before `today`. */
export const lastCompletedQuarter = (today: Date): QuarterRef => addQuarters(quarterOf(today), -1);

/** The quarter before and the same quarter a year before, which a quarter statement sets beside it. */
export function comparedQuarters(ref: QuarterRef): { previous: QuarterRef; lastYear: QuarterRef } {
  return { previous: addQuarters(ref, -1), lastYear: addQuarters(ref, -4) };
}

/** The current year's first day and the first day of today's month (both for `today` in UTC). */
export function yearToDate(today: Date): { year: number; start: string; monthEnd: string } {
  const year = today.getUTCFullYear();
  return { year, start: monthStart(year, 1), monthEnd: monthStart(year, today.getUTCMonth() + 2) };
}

const DAY_MS = 86_400_000;

/** The day before a `YYYY-MM-DD` date. */
export const dayBefore = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** The day after a `YYYY-MM-DD` date. */
export const dayAfter = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The same day `months` months away: the 25 November is 25 August three months before; a month's last
 * day stays its month's last day (30 November is 31 August), and a day the shorter month lacks becomes
 * its last (31 May three months before is 28 February).
 */
export function shiftMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = monthStart(year, month + months);
  const [targetYear, targetMonth] = target.split('-').map(Number) as [number, number];
  const last = daysInMonth(targetYear, targetMonth);
  const shifted = day === daysInMonth(year, month) ? last : Math.min(day, last);
  return `${target.slice(0, 8)}${pad(shifted, 2)}`;
}

/** The days a quarter's figures cover (both inclusive), and whether that is less than the whole quarter. */
export type Coverage = { partial: boolean; dataFrom: string; dataTo: string };

/**
 * What part of a quarter the member's figures cover: from the member's first month with data (a member
 * that joined during the quarter) to the latest invoice date while the quarter runs, or while the
 * suppliers' files have not yet reached its last month. Whole months count as covered: a quarter's
 * first days without invoices (a weekend) do not make it partial.
 */
export function quarterCoverage(
  ref: QuarterRef,
  span: { firstMonth: string | null; dataAsOf: string | null },
  today: Date,
): Coverage {
  const start = quarterStart(ref);
  const lastDay = dayBefore(quarterEnd(ref));
  const from = span.firstMonth !== null && span.firstMonth > start ? span.firstMonth : start;
  const running = today.toISOString().slice(0, 10) <= lastDay;
  const asOf = span.dataAsOf;
  let to = lastDay;
  if (asOf !== null && asOf >= from && asOf < lastDay && (running || asOf.slice(0, 7) < lastDay.slice(0, 7))) {
    to = asOf;
  } else if (running) {
    // Nothing in the quarter yet: it covers the days that have passed.
    const yesterday = dayBefore(today.toISOString().slice(0, 10));
    to = yesterday < from ? from : yesterday;
  }
  return { partial: from > start || to < lastDay, dataFrom: from, dataTo: to };
}
