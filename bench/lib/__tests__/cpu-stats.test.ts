import fc from 'fast-check';
import {
  MEDIAN_CONFIDENCE,
  median,
  medianInterval,
  requestsFor,
  roundRatios,
  spread,
  summarize,
  verdict,
} from '../cpu-stats.mjs';

const ratio = fc.double({ min: 0.01, max: 100, noNaN: true });
const ratios = fc.array(ratio, { minLength: 1, maxLength: 15 });

describe('median', () => {
  it('is the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('lies within the spread and does not depend on the order', () => {
    fc.assert(
      fc.property(ratios, (values) => {
        const { min, max } = spread(values);
        const middle = median(values);
        expect(middle).toBeGreaterThanOrEqual(min);
        expect(middle).toBeLessThanOrEqual(max);
        expect(median([...values].reverse())).toBe(middle);
      }),
    );
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow();
    expect(() => spread([])).toThrow();
  });
});

describe('roundRatios', () => {
  it('compares each round with the mean of the baseline before and after it', () => {
    expect(roundRatios([10, 12], [1, 2], [3, 2])).toEqual([5, 6]);
  });

  it('refuses rounds without both baselines', () => {
    expect(() => roundRatios([10, 12], [1], [3, 2])).toThrow();
  });
});

/** The coverage of [k-th lowest, k-th highest] of n rounds, counted over every way n rounds fall about the median. */
function coverage(n: number, k: number): number {
  let outside = 0;
  for (let mask = 0; mask < 2 ** n; mask += 1) {
    let below = 0;
    for (let bit = 0; bit < n; bit += 1) below += (mask >> bit) & 1;
    if (below < k || below > n - k) outside += 1;
  }
  return 1 - outside / 2 ** n;
}

describe('medianInterval', () => {
  it('is the lowest and highest round up to 8 rounds, the second lowest and highest from 9', () => {
    expect(medianInterval([5, 9, 1, 7, 3])).toEqual({ low: 1, high: 9, confidence: MEDIAN_CONFIDENCE });
    expect(medianInterval([1, 2, 3, 4, 5, 6, 7, 8])).toMatchObject({ low: 1, high: 8 });
    const nine = medianInterval([9, 1, 8, 2, 7, 3, 6, 4, 5]);
    expect(nine).toMatchObject({ low: 2, high: 8 });
    expect(nine.confidence).toBeCloseTo(1 - 20 / 512, 10);
  });

  it('holds the median, and covers it at least as surely as five rounds do, from five rounds on', () => {
    fc.assert(
      fc.property(fc.array(ratio, { minLength: 1, maxLength: 15 }), (values) => {
        const { low, high, confidence } = medianInterval(values);
        expect(low).toBeLessThanOrEqual(median(values));
        expect(high).toBeGreaterThanOrEqual(median(values));
        const sorted = [...values].sort((a, b) => a - b);
        const k = sorted.indexOf(low) + 1;
        if (values.length >= 5) expect(confidence).toBeGreaterThanOrEqual(MEDIAN_CONFIDENCE);
        // The stated confidence is the true coverage of the order statistics it uses.
        if (new Set(values).size === values.length) expect(confidence).toBeCloseTo(coverage(values.length, k), 10);
      }),
    );
  });
});

describe('verdict', () => {
  it('passes when every round is within the budget, fails when every round is over, else is undecided', () => {
    expect(verdict([5.1, 5.9, 6], 6)).toBe('pass');
    expect(verdict([6.1, 7, 9], 6)).toBe('FAIL');
    expect(verdict([5.5, 6.5], 6)).toBe('undecided');
    expect(verdict([5.5, 6.5], null)).toBe('reported');
  });

  it('lets one disturbed round of nine not decide, but two do', () => {
    expect(verdict([6, 6.2, 6.1, 6.3, 5.9, 6, 6.4, 6.2, 9.1], 8)).toBe('pass');
    expect(verdict([6, 6.2, 6.1, 6.3, 5.9, 6, 6.4, 8.3, 9.1], 8)).toBe('undecided');
    expect(verdict([9, 9.2, 9.1, 9.3, 8.9, 9, 9.4, 9.2, 5.1], 8)).toBe('FAIL');
  });

  it('never passes a page whose median interval reaches over the budget, never fails one reaching within', () => {
    fc.assert(
      fc.property(ratios, ratio, (values, budget) => {
        const result = verdict(values, budget);
        const { low, high } = medianInterval(values);
        if (high > budget) expect(result).not.toBe('pass');
        if (low <= budget) expect(result).not.toBe('FAIL');
        if (values.every((value) => value <= budget)) expect(result).toBe('pass');
        if (values.every((value) => value > budget)) expect(result).toBe('FAIL');
      }),
    );
  });

  it('summarizes the median, the spread, the interval and the verdict', () => {
    expect(summarize([7, 9, 8], 8)).toEqual({
      median: 8,
      min: 7,
      max: 9,
      low: 7,
      high: 9,
      budget: 8,
      verdict: 'undecided',
    });
  });
});

describe('requestsFor', () => {
  it('sizes a segment to the CPU it should cost, within its bounds', () => {
    expect(requestsFor(2, 500)).toBe(250);
    expect(requestsFor(100, 500)).toBe(20);
    expect(requestsFor(0.01, 500)).toBe(2000);
    expect(requestsFor(0, 500)).toBe(2000);
  });
});
