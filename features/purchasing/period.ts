import type { QuarterRef } from '@/lib/contract/purchasing';

// Quarter arithmetic: pure, so the pages and their tests agree on which quarter comes before which.

export type Quarter = QuarterRef['quarter'];

/** Quarters counted from year 0, so stepping is plain addition. */
function index({ year, quarter }: QuarterRef): number {
  return year * 4 + (quarter - 1);
}

function fromIndex(value: number): QuarterRef {
  return { year: Math.floor(value / 4), quarter: ((value % 4) + 1) as Quarter };
}

export function addQuarters(ref: QuarterRef, count: number): QuarterRef {
  return fromIndex(index(ref) + count);
}

export const previousQuarter = (ref: QuarterRef): QuarterRef => addQuarters(ref, -1);
export const sameQuarterLastYear = (ref: QuarterRef): QuarterRef => addQuarters(ref, -4);

/** The quarter a date falls in (UTC). */
export function quarterOf(date: Date): QuarterRef {
  return { year: date.getUTCFullYear(), quarter: (Math.floor(date.getUTCMonth() / 3) + 1) as Quarter };
}

/** Route segments: a four-digit year and a quarter 1–4, else null (the page shows the 404 view). */
export function parseQuarterRef(year: unknown, quarter: unknown): QuarterRef | null {
  if (typeof year !== 'string' || typeof quarter !== 'string') return null;
  if (!/^\d{4}$/.test(year) || !/^[1-4]$/.test(quarter)) return null;
  return { year: Number(year), quarter: Number(quarter) as Quarter };
}

/** `2026-q2`: the period part of an export's file name. */
export function quarterSlug({ year, quarter }: QuarterRef): string {
  return `${year}-q${quarter}`;
}
