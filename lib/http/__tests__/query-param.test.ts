import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { pageParam, positiveIntegerParam } from '../query-param';

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
