// Quarter arithmetic of the spend-and-savings series (pure). Quarters are calendar quarters; dates are
// plain `YYYY-MM-DD` strings in UTC, as the rollup's `month` column holds them.
import { type QuarterRef } from '../../contract/purchasing';

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
