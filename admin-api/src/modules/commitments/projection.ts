// Where a commitment stands and where it is heading (docs/api.md "Commitments"): a pure function of
// the amount bought so far, the day the figures reach, the period, the target and the tiers. Amounts
// are worked in cents as BigInt, so what the API sends never carries floating-point drift.
import { type CommitmentStatus, type CommitmentTier } from '../../contract/purchasing';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An average month (365.25 / 12 days) as the fraction 1461 / 48, for "needed per month". */
const MONTH_DAYS_NUM = 1461n;
const MONTH_DAYS_DEN = 48n;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (a calendar date, no time zone). */
export function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS;
}

export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `"1234.5"`, `"-0.05"`, `"12"` to cents; at most two decimals are expected (numeric(…,2)). */
export function toCents(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const cents = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** a / b rounded half away from zero; b > 0. */
function divRound(a: bigint, b: bigint): bigint {
  const half = b / 2n;
  return a >= 0n ? (a + half) / b : -((-a + half) / b);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export type ProjectionInput = {
  /** Net bought in the period up to `asOf`, a decimal string. */
  actual: string;
  /** The last day the figures cover (inclusive), YYYY-MM-DD. */
  asOf: string;
  periodStart: string;
  /** Exclusive. */
  periodEnd: string;
  target: string;
  tiers: readonly CommitmentTier[];
  /** The net of each month of the period (`YYYY-MM`), for the monthly series; absent months are 0. */
  months?: ReadonlyMap<string, string>;
};

export type MonthProgress = { month: string; actual: string; cumulative: string; pace: string };

export type Projection = {
  projectedAmount: string;
  elapsedShare: number;
  status: CommitmentStatus;
  reachedTier: CommitmentTier | null;
  nextTier: CommitmentTier | null;
  gapToNextTier: string | null;
  neededPerMonth: string;
  months: MonthProgress[];
};

/** Worse first: a status never moves left when more is bought. */
export const STATUS_RANK: Readonly<Record<CommitmentStatus, number>> = {
  missed: 0,
  at_risk: 1,
  on_track: 2,
  achieved: 3,
};

type Days = { total: number; elapsed: number; remaining: number };

function periodDays(input: ProjectionInput): Days {
  const start = dayNumber(input.periodStart);
  const total = Math.max(1, dayNumber(input.periodEnd) - start);
  const elapsed = clamp(dayNumber(input.asOf) - start + 1, 0, total);
  return { total, elapsed, remaining: total - elapsed };
}

function statusOf(actual: bigint, projected: bigint, target: bigint, days: Days): CommitmentStatus {
  if (actual >= target) return 'achieved';
  if (days.remaining === 0) return 'missed';
  // Nothing to judge before the period begins.
  if (days.elapsed === 0 || projected >= target) return 'on_track';
  return 'at_risk';
}

function tierPosition(actual: bigint, tiers: readonly CommitmentTier[], ended: boolean) {
  const sorted = [...tiers].sort((a, b) => {
    const diff = toCents(a.thresholdAmount) - toCents(b.thresholdAmount);
    return diff < 0n ? -1 : diff > 0n ? 1 : 0;
  });
  const reached = sorted.filter((tier) => toCents(tier.thresholdAmount) <= actual);
  // A closed period can reach no further tier.
  const next = ended ? null : (sorted.find((tier) => toCents(tier.thresholdAmount) > actual) ?? null);
  return {
    reachedTier: reached[reached.length - 1] ?? null,
    nextTier: next,
    gapToNextTier: next ? fromCents(toCents(next.thresholdAmount) - actual) : null,
  };
}

function neededPerMonth(actual: bigint, target: bigint, days: Days): bigint {
  if (days.remaining === 0 || actual >= target) return 0n;
  const shortfall = target - actual;
  const remaining = BigInt(days.remaining);
  // Less than a month left: the whole shortfall is needed within it.
  if (remaining * MONTH_DAYS_DEN <= MONTH_DAYS_NUM) return shortfall;
  return divRound(shortfall * MONTH_DAYS_NUM, remaining * MONTH_DAYS_DEN);
}

/** The months of the period up to the one `asOf` falls in, with the straight line to the target. */
function monthlyProgress(input: ProjectionInput, target: bigint, days: Days): MonthProgress[] {
  const start = dayNumber(input.periodStart);
  const lastDay = start + days.elapsed - 1;
  const result: MonthProgress[] = [];
  let cumulative = 0n;
  let cursor = new Date(start * DAY_MS);
  while (dayNumber(cursor.toISOString().slice(0, 10)) <= lastDay) {
    const month = cursor.toISOString().slice(0, 7);
    const next = new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, 1));
    const monthLastDay = Math.min(next.getTime() / DAY_MS - 1, lastDay);
    const actual = toCents(input.months?.get(month) ?? '0');
    cumulative += actual;
    const pace = divRound(target * BigInt(monthLastDay - start + 1), BigInt(days.total));
    result.push({ month, actual: fromCents(actual), cumulative: fromCents(cumulative), pace: fromCents(pace) });
    cursor = next;
  }
  return result;
}

export function project(input: ProjectionInput): Projection {
  const actual = toCents(input.actual);
  const target = toCents(input.target);
  const days = periodDays(input);
  // The run rate so far, carried to the end of the period.
  const projected = days.elapsed === 0 ? actual : divRound(actual * BigInt(days.total), BigInt(days.elapsed));
  return {
    projectedAmount: fromCents(projected),
    elapsedShare: Math.round((days.elapsed / days.total) * 10_000) / 10_000,
    status: statusOf(actual, projected, target, days),
    ...tierPosition(actual, input.tiers, days.remaining === 0),
    neededPerMonth: fromCents(neededPerMonth(actual, target, days)),
    months: monthlyProgress(input, target, days),
  };
}
