import fc from 'fast-check';
import { trimTrailingEmptyParagraphs } from '../trim-empty-paragraphs';

describe('trimTrailingEmptyParagraphs', () => {
  it.each([
    ['<p>Prices fall.</p><p></p>', '<p>Prices fall.</p>'],
    ['<p>Prices fall.</p><p></p><p><br></p><p> </p>', '<p>Prices fall.</p>'],
    ['<h2>Title</h2><p>&nbsp;</p>\n', '<h2>Title</h2>'],
    ['<p></p>', ''],
    ['<p></p><p><br/></p>', ''],
    ['', ''],
  ])('trims %j to %j', (html, expected) => {
    expect(trimTrailingEmptyParagraphs(html)).toBe(expected);
  });

  it('keeps empty paragraphs between texts, and everything that has text', () => {
    expect(trimTrailingEmptyParagraphs('<p>One</p><p></p><p>Two</p>')).toBe('<p>One</p><p></p><p>Two</p>');
    expect(trimTrailingEmptyParagraphs('<p>One<br></p>')).toBe('<p>One<br></p>');
    expect(trimTrailingEmptyParagraphs('<p><img src="/a.png" alt=""></p>')).toBe('<p><img src="/a.png" alt=""></p>');
  });

  const text = fc.stringMatching(/^[a-zA-Z ]{1,12}$/).filter((value) => value.trim() !== '');
  const filled = text.map((value) => `<p>${value}</p>`);
  const empty = fc.constantFrom('<p></p>', '<p><br></p>', '<p> </p>', '<p>&nbsp;</p>', '\n');

  it('removes exactly the empty paragraphs after the last text, whatever comes before', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(filled, empty), { maxLength: 6 }),
        filled,
        fc.array(empty, { maxLength: 5 }),
        (before, last, after) => {
          const kept = [...before, last].join('');
          expect(trimTrailingEmptyParagraphs(kept + after.join(''))).toBe(kept.trimEnd());
        },
      ),
    );
  });

  it('is idempotent, and empties a body of nothing but empty paragraphs', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(filled, empty), { maxLength: 8 }), (parts) => {
        const once = trimTrailingEmptyParagraphs(parts.join(''));
        expect(trimTrailingEmptyParagraphs(once)).toBe(once);
        if (parts.every((part) => !part.match(/[a-zA-Z]/))) expect(once).toBe('');
      }),
    );
  });
});
