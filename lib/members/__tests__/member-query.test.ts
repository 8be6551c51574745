import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { memberSegment, readMemberQuery, withMember } from '../member-query';

describe('the member in the address', () => {
  it('is a positive whole number or nobody (the user’s own member)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (id) =>
        expect(readMemberQuery({ member: String(id) })).toBe(id),
      ),
    );
    for (const raw of ['0', '-3', '7.5', '07', 'abc', '', ' 7', '1e3', '1234567890'])
      expect(readMemberQuery({ member: raw })).toBeNull();
    expect(readMemberQuery({ member: ['7', '8'] })).toBeNull();
    expect(readMemberQuery({})).toBeNull();
  });

  it('becomes the series’ path segment and stays in the links of the page', () => {
    expect(memberSegment(null)).toBe('current');
    expect(memberSegment(7)).toBe(7);
    expect(withMember('/reports/quarterly', 7, { page: 2 })).toBe('/reports/quarterly?page=2&member=7');
    expect(withMember('/reports/quarterly', null)).toBe('/reports/quarterly');
  });
});
