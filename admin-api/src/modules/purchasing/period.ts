// A supplier file's period: a calendar month (`2026-09`) or a quarter (`2026-Q3`), as whole months
// [start, end) in YYYY-MM-DD. Pure, shared by the import, the command and the seed.

export type Period = { label: string; start: string; end: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** The first day of the month `months` after year-month (month 1–12). */
function monthStart(year: number, month: number, months = 0): string {
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

/** `2026-09` or `2026-Q3` (years 2000–2099); null for anything else. */
export function parsePeriod(text: string): Period | null {
  const value = text.trim();
  const month = /^(20\d\d)-(0[1-9]|1[0-2])$/.exec(value);
  if (month) {
    const [year, m] = [Number(month[1]), Number(month[2])];
    return { label: value, start: monthStart(year, m), end: monthStart(year, m, 1) };
  }
  const quarter = /^(20\d\d)-Q([1-4])$/i.exec(value);
  if (quarter) {
    const [year, q] = [Number(quarter[1]), Number(quarter[2])];
    return { label: `${year}-Q${q}`, start: monthStart(year, q * 3 - 2), end: monthStart(year, q * 3 + 1) };
  }
  return null;
}

export const PERIOD_MESSAGE = 'Enter a month (YYYY-MM) or a quarter (YYYY-Qn).';

/** The period of one month of a YYYY-MM-DD date. */
export function monthPeriodOf(date: string): Period {
  const label = date.slice(0, 7);
  const period = parsePeriod(label);
  if (!period) throw new Error(`Not a date of a supported month: ${date}`);
  return period;
}
