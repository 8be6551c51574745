// Property tests of the pure parts: quarter arithmetic and the rounding of amounts, shares and percentages.
import fc from 'fast-check';
import { amount, formatCents, percent, ratio, share, toCents } from '../decimal';
import {
  addQuarters,
  comparedQuarters,
  fromQuarterIndex,
  lastCompletedQuarter,
  quarterEnd,
  quarterIndex,
  quarterOf,
  quarterOfDate,
  quarterStart,
  yearToDate,
} from '../quarters';

const quarterArb = fc.record({
  year: fc.integer({ min: 100, max: 9899 }),
  quarter: fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<1 | 2 | 3 | 4>,
});
const dayArb = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2200-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const centsArb = fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n });
/** Amounts up to a billion: a ratio of them stays within a double's exact integers at four places. */
const ratioCentsArb = fc.bigInt({ min: -(10n ** 11n), max: 10n ** 11n });

describe('quarters', () => {
  it('index and quarter are inverses; adding n moves the index by n', () => {
    fc.assert(
      fc.property(quarterArb, fc.integer({ min: -40, max: 40 }), (ref, n) => {
        expect(fromQuarterIndex(quarterIndex(ref))).toEqual(ref);
        expect(quarterIndex(addQuarters(ref, n))).toBe(quarterIndex(ref) + n);
      }),
    );
  });

  it('a quarter runs from its start to the start of the next, three months', () => {
    fc.assert(
      fc.property(quarterArb, (ref) => {
        expect(quarterEnd(ref)).toBe(quarterStart(addQuarters(ref, 1)));
        expect(quarterOfDate(quarterStart(ref))).toEqual(ref);
        const start = new Date(`${quarterStart(ref)}T00:00:00Z`);
        const end = new Date(`${quarterEnd(ref)}T00:00:00Z`);
        expect(end.getUTCMonth() - start.getUTCMonth() + 12 * (end.getUTCFullYear() - start.getUTCFullYear())).toBe(3);
        expect(quarterStart(ref) < quarterEnd(ref)).toBe(true);
      }),
    );
  });

  it('a day lies in its quarter, and the last completed quarter ended on or before it', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const iso = day.toISOString().slice(0, 10);
        const ref = quarterOf(day);
        expect(quarterStart(ref) <= iso && iso < quarterEnd(ref)).toBe(true);
        expect(quarterOfDate(iso)).toEqual(ref);
        const last = lastCompletedQuarter(day);
        expect(quarterEnd(last) <= iso).toBe(true);
        expect(quarterIndex(last)).toBe(quarterIndex(ref) - 1);
        const { year, start, monthEnd } = yearToDate(day);
        expect(year).toBe(day.getUTCFullYear());
        expect(start <= iso && iso < monthEnd).toBe(true);
      }),
    );
  });

  it('compares a quarter with the one before and the same one a year before', () => {
    expect(comparedQuarters({ year: 2026, quarter: 1 })).toEqual({
      previous: { year: 2025, quarter: 4 },
      lastYear: { year: 2025, quarter: 1 },
    });
    fc.assert(
      fc.property(quarterArb, (ref) => {
        const { previous, lastYear } = comparedQuarters(ref);
        expect(lastYear).toEqual({ year: ref.year - 1, quarter: ref.quarter });
        expect(quarterEnd(previous)).toBe(quarterStart(ref));
      }),
    );
  });
});

describe('amounts', () => {
  it('reads decimal strings as cents and writes them back with two places', () => {
    expect(toCents('1234.5')).toBe(123450n);
    expect(toCents('-0.125')).toBe(-13n);
    expect(toCents('0.124')).toBe(12n);
    expect(toCents(null)).toBe(0n);
    expect(amount('-90')).toBe('-90.00');
    expect(amount('0.05')).toBe('0.05');
    expect(() => toCents('1e5')).toThrow();
    fc.assert(
      fc.property(centsArb, (cents) => {
        const text = formatCents(cents);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(toCents(text)).toBe(cents);
        expect(amount(text)).toBe(text);
      }),
    );
  });
});

describe('ratios', () => {
  it('rounds half away from zero, as PostgreSQL round() does', () => {
    expect(ratio(1n, 8n, 2)).toBe(0.13);
    expect(ratio(-1n, 8n, 2)).toBe(-0.13);
    expect(ratio(1n, -8n, 2)).toBe(-0.13);
    expect(percent(-35000n, 160000n)).toBe(-21.9);
    expect(percent(1n, 0n)).toBeNull();
    expect(share(5n, 0n)).toBe(0);
  });

  it('is within half a unit of the last place of the exact quotient', () => {
    fc.assert(
      fc.property(
        ratioCentsArb,
        ratioCentsArb.filter((w) => w !== 0n),
        fc.integer({ min: 0, max: 4 }),
        (part, whole, places) => {
          const rounded = ratio(part, whole, places)!;
          // exact: rounded × 10^places × whole vs part × 10^places, compared in integers
          const scaled = BigInt(Math.round(rounded * 10 ** places));
          const unit = 10n ** BigInt(places);
          const error = scaled * whole - part * unit; // (rounded − exact) × whole × 10^places
          const abs = (n: bigint) => (n < 0n ? -n : n);
          expect(2n * abs(error) <= abs(whole)).toBe(true);
        },
      ),
    );
  });

  it('never shrinks when the part grows (positive whole)', () => {
    fc.assert(
      fc.property(
        ratioCentsArb,
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.bigInt({ min: 1n, max: 10n ** 14n }),
        (part, extra, whole) => {
          expect(share(part + extra, whole)).toBeGreaterThanOrEqual(share(part, whole));
        },
      ),
    );
  });

  it('shares of a split add up to one within the rounding of each', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 1n, max: 10n ** 10n }), { minLength: 1, maxLength: 30 }), (parts) => {
        const total = parts.reduce((sum, part) => sum + part, 0n);
        const sum = parts.reduce((acc, part) => acc + share(part, total), 0);
        expect(Math.abs(sum - 1)).toBeLessThanOrEqual(parts.length * 0.00005 + 1e-9);
      }),
    );
  });
});
