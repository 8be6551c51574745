import fc from 'fast-check';
import { initialsOf } from '../initials';
import { isMobileWidth } from '../use-is-mobile';

describe('initialsOf', () => {
  it.each([
    ['Olivia', 'Owner', 'o@x', 'OO'],
    ['åsa', 'öberg', '', 'ÅÖ'],
    ['Cher', '', '', 'C'],
    ['', '', 'viewer@vetnet.example', 'V'],
    ['', '', '', '?'],
  ])('of %j %j is %j', (first, last, email, initials) => {
    expect(initialsOf(first, last, email)).toBe(initials);
  });

  it('is at most two characters', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        (first, last, email) => Array.from(initialsOf(first, last, email)).length <= 2,
      ),
    );
  });
});

describe('isMobileWidth (spec §9: 991 px)', () => {
  it('gives the phone layout up to 991 px', () => {
    expect(isMobileWidth(390)).toBe(true);
    expect(isMobileWidth(991)).toBe(true);
    expect(isMobileWidth(992)).toBe(false);
  });
});
