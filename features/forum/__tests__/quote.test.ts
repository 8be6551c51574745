import fc from 'fast-check';
import { escapeText, quotePrefill } from '../quote';

describe('the quote prefill', () => {
  it('puts who wrote it and the quoted HTML in a blockquote, then an empty paragraph to write in', () => {
    expect(quotePrefill('Anna Berg wrote:', '<p>Use the new protocol.</p>')).toBe(
      '<blockquote><p><strong>Anna Berg wrote:</strong></p><p>Use the new protocol.</p></blockquote><p></p>',
    );
  });

  it('escapes a name that looks like markup', () => {
    expect(quotePrefill('<img src=x onerror=alert(1)> & "Co" wrote:', '<p>x</p>')).toContain(
      '<strong>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot; wrote:</strong>',
    );
  });

  it('never lets a heading open a tag, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string(), (heading) => {
        const escaped = escapeText(heading);
        expect(escaped).not.toMatch(/[<>"']/);
        // Unescaping gives the heading back: nothing is lost.
        const back = escaped
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&');
        expect(back).toBe(heading);
      }),
    );
  });
});
