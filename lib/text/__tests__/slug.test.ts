import fc from 'fast-check';
import { idSlug, parseIdSlug, slugify } from '../slug';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Årets Hästar', 'arets-hastar'],
    ['Öppet hus på kliniken', 'oppet-hus-pa-kliniken'],
    ['ÅÄÖ åäö', 'aao-aao'],
    ['Vaccin: 2026 (ny!)', 'vaccin-2026-ny'],
    ['Crème brûlée', 'crme-brle'],
    ['already-a-slug', 'already-a-slug'],
    ['  two  spaces ', '--two--spaces-'],
    ['', ''],
  ])('%j becomes %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps only lowercase letters a-z, digits and hyphens', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (title) => /^[a-z0-9-]*$/.test(slugify(title))));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (title) => slugify(slugify(title)) === slugify(title)));
  });

  it('turns every space into exactly one hyphen', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 6 }),
        (words) => slugify(words.join(' ')) === words.join('-'),
      ),
    );
  });

  it('maps å and ä to a and ö to o, whatever their case', () => {
    const letter = fc.constantFrom('å', 'ä', 'ö', 'Å', 'Ä', 'Ö');
    fc.assert(
      fc.property(fc.array(letter, { minLength: 1 }), (letters) => {
        const expected = letters.map((l) => (l.toLowerCase() === 'ö' ? 'o' : 'a')).join('');
        return slugify(letters.join('')) === expected;
      }),
    );
  });
});

describe('idSlug and parseIdSlug', () => {
  it('builds the detail segment', () => {
    expect(idSlug(12, 'Nytt från Vetnet')).toBe('12-nytt-fran-vetnet');
    expect(idSlug(7, '!!!')).toBe('7');
  });

  it.each([
    ['12-nytt-fran-vetnet', 12],
    ['12', 12],
    ['12-', 12],
    ['0-zero', null],
    ['abc', null],
    ['-12', null],
    ['12abc', null],
    ['99999999999999999999', null],
  ])('reads the id of %j as %j', (segment, id) => {
    expect(parseIdSlug(segment)).toBe(id);
  });

  it('reads back the id of any segment it built', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.string(),
        (id, title) => parseIdSlug(idSlug(id, title)) === id,
      ),
    );
  });
});
