import { describe, expect, it } from '@jest/globals';
import { percentile, summary } from '../timing.mjs';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('is the smallest time with at least that share of the times at or below it', () => {
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(20);
    expect(percentile([10, 20, 30, 40], 0.51)).toBe(30);
    expect(percentile([10, 20, 30], 0.95)).toBe(30);
  });

  it('is the only time of one, the first at 0 and the last at 1, and nothing of none', () => {
    expect(percentile([7], 0.5)).toBe(7);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile(hundred, 1)).toBe(100);
    expect(percentile([], 0.95)).toBeNull();
  });
});

describe('summary', () => {
  it('sorts the times first, rounds to two decimals and counts what was not 200', () => {
    const times = [5.555, 1, 3, 2, 4, 9.999, 6, 8, 7, 10];
    expect(summary(times, [200, 200, 500, 200, 404, 200, 200, 200, 200, 200])).toEqual({
      requests: 10,
      p50: 5.55,
      p95: 10,
      p99: 10,
      max: 10,
      non200: 2,
      statuses: [200, 404, 500],
    });
  });

  it('has no figures for no requests', () => {
    expect(summary([], [])).toMatchObject({ requests: 0, p50: null, p95: null, p99: null, max: null, non200: 0 });
  });
});
