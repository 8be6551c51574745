import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { integerParam, pageParam, positiveIntegerParam } from '../query-param';

describe('a page number from the address', () => {
  it('is any positive whole number written plainly, the first value when repeated', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.array(fc.string()), (page, more) => {
        expect(pageParam(String(page))).toBe(page);
        expect(pageParam([String(page), ...more])).toBe(page);
      }),
    );
  });

  it('is the first page for anything else', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const page = pageParam(text);
        expect(page).toBeGreaterThanOrEqual(1);
        if (page !== 1) expect(String(page)).toBe(text);
      }),
    );
    for (const bad of [
      undefined,
      '',
      '0',
      '-2',
      '02',
      '1e3',
      ' 2',
      '2 ',
      '1.5',
      '0x10',
      '1234567890',
      [],
      ['x', '2'],
      7,
    ])
      expect(pageParam(bad)).toBe(1);
  });

  it('reads nothing but what positiveIntegerParam reads', () => {
    fc.assert(fc.property(fc.string(), (text) => expect(pageParam(text)).toBe(positiveIntegerParam(text) ?? 1)));
  });
});

describe('a whole number in a range from the address', () => {
  const range = fc
    .tuple(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 999_999_999 }))
    .map(([a, b]) => (a <= b ? { min: a, max: b } : { min: b, max: a }));

  it('is any whole number of the range written plainly, the first value when repeated', () => {
    fc.assert(
      fc.property(
        range.chain((r) => fc.tuple(fc.constant(r), fc.integer(r))),
        fc.array(fc.string()),
        ([{ min, max }, value], more) => {
          expect(integerParam(String(value), min, max)).toBe(value);
          expect(integerParam([String(value), ...more], min, max)).toBe(value);
        },
      ),
    );
  });

  it('is null outside the range', () => {
    fc.assert(
      fc.property(range, fc.integer({ min: 0, max: 999_999_999 }), ({ min, max }, value) => {
        fc.pre(value < min || value > max);
        expect(integerParam(String(value), min, max)).toBeNull();
      }),
    );
  });

  it('reads a text only as the number it writes, in the range', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9+\-. e]{0,11}$/)), range, (text, { min, max }) => {
        const value = integerParam(text, min, max);
        if (value === null) return;
        expect(String(value)).toBe(text);
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(max);
      }),
    );
    for (const bad of ['', '00', '03', '-0', '+1', '1.0', '1e2', ' 1', '1234567890', [], undefined, 3])
      expect(integerParam(bad, 0, 999_999_999)).toBeNull();
    expect(integerParam('0', 0, 3)).toBe(0);
  });

  it('is what positiveIntegerParam reads, from one', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{1,10}$/)), (text) =>
        expect(positiveIntegerParam(text)).toBe(integerParam(text, 1, 999_999_999)),
      ),
    );
  });
});
