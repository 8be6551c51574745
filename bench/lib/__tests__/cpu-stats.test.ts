import fc from 'fast-check';
import { median, ratiosToHome, requestsFor, roundRatios, spread, summarize, verdict } from '../cpu-stats.mjs';

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

describe('ratiosToHome', () => {
  it('divides each round of the page by the same round of home', () => {
    expect(ratiosToHome([6, 9, 5], [4, 6, 5])).toEqual([1.5, 1.5, 1]);
  });

  it('is 1 for home itself and refuses rounds that do not pair up', () => {
    fc.assert(fc.property(ratios, (values) => expect(ratiosToHome(values, values).every((x) => x === 1)).toBe(true)));
    expect(() => ratiosToHome([1, 2], [1])).toThrow('same rounds');
  });
});

describe('verdict', () => {
  it('passes when every round is within the budget, fails when every round is over, else is undecided', () => {
    expect(verdict([5.1, 5.9, 6], 6)).toBe('pass');
    expect(verdict([6.1, 7, 9], 6)).toBe('FAIL');
    expect(verdict([5.5, 6.5], 6)).toBe('undecided');
    expect(verdict([5.5, 6.5], null)).toBe('reported');
  });

  it('never passes a page with a round over the budget, never fails one with a round within it', () => {
    fc.assert(
      fc.property(ratios, ratio, (values, budget) => {
        const result = verdict(values, budget);
        if (values.some((value) => value > budget)) expect(result).not.toBe('pass');
        if (values.some((value) => value <= budget)) expect(result).not.toBe('FAIL');
        if (values.every((value) => value <= budget)) expect(result).toBe('pass');
        if (values.every((value) => value > budget)) expect(result).toBe('FAIL');
      }),
    );
  });

  it('summarizes the median, the spread and the verdict', () => {
    expect(summarize([7, 9, 8], 8)).toEqual({ median: 8, min: 7, max: 9, budget: 8, verdict: 'undecided' });
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
