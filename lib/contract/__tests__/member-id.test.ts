import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CURRENT_MEMBER, parseMemberId, parseMemberSegment } from '../member-id';

const MAX_MEMBER_ID = 999_999_999;

describe('a member id, as both programs read it', () => {
  it('is any positive whole number of at most 9 digits, read back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_MEMBER_ID }), (id) => {
        expect(parseMemberId(String(id))).toBe(id);
        expect(parseMemberSegment(String(id))).toBe(id);
      }),
    );
  });

  it('is nothing for a longer number (beyond a database integer), a zero, a sign, a leading zero or a fraction', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: BigInt(MAX_MEMBER_ID) + 1n, max: 10n ** 30n }), (big) => {
        expect(parseMemberId(String(big))).toBeNull();
        expect(parseMemberSegment(String(big))).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MEMBER_ID }), fc.constantFrom('0', '-', '+', ' '), (id, prefix) =>
        expect(parseMemberId(`${prefix}${id}`)).toBeNull(),
      ),
    );
    for (const bad of ['0', '1.5', '1e3', 'abc', '7 ', '', 'current']) expect(parseMemberId(bad)).toBeNull();
  });

  it('is read from nothing but a string of digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const id = parseMemberId(text);
        if (id !== null) expect(String(id)).toBe(text);
      }),
    );
    for (const notText of [7, ['7'], null, undefined, {}]) expect(parseMemberId(notText)).toBeNull();
  });

  it('in a call is `current` when absent, empty or so named; anything malformed is nothing', () => {
    for (const current of [undefined, '', CURRENT_MEMBER]) expect(parseMemberSegment(current)).toBe(CURRENT_MEMBER);
    for (const bad of ['Current', 'me', '-1', '01', '1234567890']) expect(parseMemberSegment(bad)).toBeNull();
  });
});
