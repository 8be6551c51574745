import fc from 'fast-check';
import { remembered } from '../remembered';

describe('remembered', () => {
  it('makes a value once per key and answers the kept one after', () => {
    const store = new Map<string, number>();
    const make = jest.fn(() => 7);
    expect(remembered(store, 'a', 10, make)).toBe(7);
    expect(remembered(store, 'a', 10, () => 8)).toBe(7);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('never holds more than its bound and always answers what make gives for a new key', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 })), fc.integer({ min: 1, max: 8 }), (keys, max) => {
        const store = new Map<number, number>();
        for (const key of keys) {
          expect(remembered(store, key, max, () => key * 2)).toBe(key * 2);
          expect(store.size).toBeLessThanOrEqual(max);
        }
      }),
    );
  });
});
