import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { QuarterRef } from '@/lib/contract/purchasing';
import { addQuarters, parseQuarterRef, previousQuarter, quarterOf, sameQuarterLastYear } from '../period';

const quarters = fc.record({
  year: fc.integer({ min: 1900, max: 2200 }),
  quarter: fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<QuarterRef['quarter']>,
});

describe('quarter arithmetic', () => {
  it('steps back and forth to where it started, and stays within quarters 1 to 4', () => {
    fc.assert(
      fc.property(quarters, fc.integer({ min: -400, max: 400 }), (ref, steps) => {
        const moved = addQuarters(ref, steps);
        expect([1, 2, 3, 4]).toContain(moved.quarter);
        expect(addQuarters(moved, -steps)).toEqual(ref);
      }),
    );
  });

  it('finds the same quarter a year before, and the quarter before across a new year', () => {
    fc.assert(
      fc.property(quarters, (ref) =>
        expect(sameQuarterLastYear(ref)).toEqual({ year: ref.year - 1, quarter: ref.quarter }),
      ),
    );
    expect(previousQuarter({ year: 2026, quarter: 1 })).toEqual({ year: 2025, quarter: 4 });
    expect(quarterOf(new Date('2026-09-30T23:59:59Z'))).toEqual({ year: 2026, quarter: 3 });
  });

  it('accepts only a four-digit year and a quarter 1 to 4 from the address', () => {
    expect(parseQuarterRef('2026', '2')).toEqual({ year: 2026, quarter: 2 });
    for (const [year, quarter] of [
      ['26', '2'],
      ['2026', '5'],
      ['2026', '0'],
      ['abcd', '1'],
      ['2026', '1x'],
      [undefined, '1'],
    ]) {
      expect(parseQuarterRef(year, quarter)).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), fc.string(), (year, quarter) => {
        const parsed = parseQuarterRef(year, quarter);
        if (parsed) expect(`${parsed.year}|${parsed.quarter}`).toBe(`${year}|${quarter}`);
      }),
    );
  });
});
