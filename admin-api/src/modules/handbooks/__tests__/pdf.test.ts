import fc from 'fast-check';
import { handbookPdf, htmlBlocks, type PdfBlock, type PdfHandbook, type PdfLabels } from '../pdf';

const textOf = (block: PdfBlock) => block.runs.map((run) => run.text).join('');
const texts = (html: string) => htmlBlocks(html).map(textOf);

describe('htmlBlocks', () => {
  it('keeps paragraphs and headings with their level', () => {
    const blocks = htmlBlocks('<p>One</p><h2>Two</h2><h3>Three</h3><h4>Four</h4>');
    expect(blocks.map((b) => [b.kind, b.level, textOf(b)])).toEqual([
      ['paragraph', undefined, 'One'],
      ['heading', 2, 'Two'],
      ['heading', 3, 'Three'],
      ['heading', 4, 'Four'],
    ]);
  });

  it('marks list items with a bullet or their number, nested lists one level deeper', () => {
    const blocks = htmlBlocks(
      '<ul><li>a</li><li>b<ol><li>x</li><li>y</li></ol></li></ul><ol start="3"><li>z</li></ol>',
    );
    expect(blocks.map((b) => [b.kind, b.level, b.marker, textOf(b)])).toEqual([
      ['item', 1, '•', 'a'],
      ['item', 1, '•', 'b'],
      ['item', 2, '1.', 'x'],
      ['item', 2, '2.', 'y'],
      ['item', 1, '3.', 'z'],
    ]);
  });

  it('gives the marker to the first non-empty block of an item', () => {
    const blocks = htmlBlocks('<ul><li><p></p><p>first</p><p>second</p></li></ul>');
    expect(blocks.map((b) => [b.marker, textOf(b)])).toEqual([
      ['•', 'first'],
      [undefined, 'second'],
    ]);
  });

  it('turns bold, italic and safe links into runs', () => {
    const [block] = htmlBlocks(
      '<p>plain <strong>bold <em>both</em></strong> <i>it</i> <a href="https://x.test/a">web</a> ' +
        '<a href="mailto:a@x.test">mail</a> <a href="javascript:alert(1)">bad</a> <a href="/api/v1/x">own</a></p>',
    );
    expect(block?.runs).toEqual([
      { text: 'plain ' },
      { text: 'bold ', bold: true },
      { text: 'both', bold: true, italic: true },
      { text: ' ' },
      { text: 'it', italic: true },
      { text: ' ' },
      { text: 'web', link: 'https://x.test/a' },
      { text: ' ' },
      { text: 'mail', link: 'mailto:a@x.test' },
      { text: ' bad own' },
    ]);
  });

  it('decodes entities', () => {
    expect(texts('<p>Tom &amp; Jerry &lt;3 &quot;Łódź&quot;&#39;s&nbsp;x</p>')).toEqual([
      'Tom & Jerry <3 "Łódź"\'s\u00a0x',
    ]);
  });

  it('joins the cells of a table row with " | ", header cells bold', () => {
    const blocks = htmlBlocks(
      '<table><thead><tr><th>Name</th><th>Dose</th></tr></thead>\n<tbody>\n<tr><td> Amoxicillin </td>\n<td>10 mg</td></tr><tr><td></td><td>b</td></tr></tbody></table>',
    );
    expect(blocks.map(textOf)).toEqual(['Name | Dose', 'Amoxicillin | 10 mg', '| b']);
    expect(blocks[0]?.runs.filter((run) => run.text !== ' | ').every((run) => run.bold)).toBe(true);
  });

  it('keeps a row on one line when its cells hold paragraphs, lists or breaks', () => {
    expect(
      texts('<table><tr><td><p>a</p><p>b</p></td><td>c<br>d</td><td><ul><li>e</li></ul></td></tr></table>'),
    ).toEqual(['a b | c d | e']);
  });

  it('collapses whitespace like a browser and keeps line breaks', () => {
    expect(texts('<p>\n   a \t  b\n<strong> c </strong>  d  </p><p>one <br/>  two<br></p>')).toEqual([
      'a b c d',
      'one\ntwo',
    ]);
  });

  it('skips images but keeps figure captions', () => {
    expect(
      texts('<figure><img src="https://x.test/a.png" alt="alt text"><figcaption>Caption</figcaption></figure>'),
    ).toEqual(['Caption']);
    expect(htmlBlocks('<p><img src="https://x.test/a.png"></p>')).toEqual([]);
  });

  it('marks quotes and reads text outside any block as a paragraph', () => {
    expect(htmlBlocks('<blockquote><p>quoted</p>loose</blockquote>').map((b) => [b.kind, textOf(b)])).toEqual([
      ['quote', 'quoted'],
      ['quote', 'loose'],
    ]);
    expect(htmlBlocks('top <em>level</em>').map((b) => [b.kind, textOf(b)])).toEqual([['paragraph', 'top level']]);
  });

  it('gives nothing for empty input and survives unclosed tags', () => {
    expect(htmlBlocks('')).toEqual([]);
    expect(htmlBlocks('  \n ')).toEqual([]);
    expect(htmlBlocks('<p></p><p> <br> </p><hr>')).toEqual([]);
    expect(texts('<p>a<strong>b<p>c</ul></li><ol><li>d')).toEqual(['ab', 'c', 'd']);
  });
});

const TAGS = ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'blockquote'].concat([
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'figure',
  'figcaption',
  'hr',
  'span',
]);
const tagToken = fc.oneof(
  fc.constantFrom(...TAGS).map((tag) => `<${tag}>`),
  fc.constantFrom(...TAGS).map((tag) => `</${tag}>`),
  fc.constantFrom('<a href="https://x.test/">', '<a href="javascript:x">', '<ol start="-4">', '<img src="x">'),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('&amp;', '&nbsp;', '&bogus;', '&#0;', '\n', '  '),
);
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const lettersOf = (text: string) => [...text].filter((char) => /\p{L}/u.test(char)).join('');

/** What every result holds: no empty run, no block without visible text. */
function expectWellFormed(blocks: PdfBlock[]): void {
  for (const block of blocks) {
    expect(block.runs.every((run) => run.text !== '')).toBe(true);
    expect(textOf(block).trim()).not.toBe('');
  }
}

describe('htmlBlocks, found by the properties below', () => {
  it('keeps no empty run when a cell separator follows a blank header cell', () => {
    expect(htmlBlocks('!<th>\n<th>')).toEqual([{ kind: 'paragraph', runs: [{ text: '!' }, { text: ' |' }] }]);
  });
});

describe('htmlBlocks, property-based', () => {
  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })), (html) => {
        expectWellFormed(htmlBlocks(html));
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on random, possibly unbalanced, combinations of the allowed tags', () => {
    fc.assert(
      fc.property(fc.array(tagToken, { maxLength: 40 }), (tokens) => {
        expectWellFormed(htmlBlocks(tokens.join('')));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every letter of a paragraph, in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        const runs = htmlBlocks(`<p>${escapeHtml(text)}</p>`).flatMap((block) => block.runs);
        expect(lettersOf(runs.map((run) => run.text).join(''))).toBe(lettersOf(text));
      }),
      { numRuns: 500 },
    );
  });
});

const LABELS: PdfLabels = {
  contents: 'Spis treści',
  updated: (date) => `Zaktualizowano ${date.toISOString().slice(0, 10)}`,
};
const LONG = `<p>${'Zażółć gęślą jaźń, a paragraph long enough to wrap over several lines. '.repeat(12)}</p>`;

function handbook(): PdfHandbook {
  const section = (id: number, body: string) => ({
    id,
    title: `Section ${id}`,
    body,
    updatedAt: new Date('2026-03-01'),
  });
  return {
    title: 'Podręcznik kliniki',
    summary: 'How the clinic works',
    body: '<p>Read <strong>this</strong> first.</p>',
    chapters: [
      {
        id: 11,
        title: 'Chapter one',
        body: '<p>Intro with a <a href="https://vetnet.test/x">link</a> and <a href="javascript:x()">no link</a>.</p>',
        sections: [section(101, `${LONG}<ul><li>one</li><li>two</li></ul>`), section(102, LONG.repeat(4))],
      },
      {
        id: 12,
        title: 'Chapter two',
        body: '<blockquote>A quote</blockquote><table><tr><td>a</td><td>b</td></tr></table>',
        sections: [section(201, '<h3>Sub</h3><ol><li>first</li></ol>')],
      },
    ],
  };
}

const latin1 = (pdf: Buffer) => pdf.toString('latin1');
const occurrences = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe('handbookPdf', () => {
  it('renders a PDF with bookmarks, named destinations and a page per chapter', async () => {
    const text = latin1(await handbookPdf(handbook(), LABELS, { compress: false }));
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/Outlines');
    expect(text).toContain('/DisplayDocTitle true');
    // Each destination is named once in the name tree and linked once from the table of contents.
    for (const name of ['chapter-11', 'chapter-12', 'section-101', 'section-102', 'section-201']) {
      expect(occurrences(text, new RegExp(`\\(${name}\\)`, 'g'))).toBeGreaterThanOrEqual(2);
    }
    expect(occurrences(text, /\/Type \/Page(?!s)/g)).toBeGreaterThanOrEqual(3);
  });

  it('links only http(s) and mailto targets', async () => {
    const text = latin1(await handbookPdf(handbook(), LABELS, { compress: false }));
    expect(text).toContain('/URI (https://vetnet.test/x)');
    expect(text).not.toContain('javascript');
  });

  it('renders an empty handbook to one page, compressed by default', async () => {
    const empty: PdfHandbook = { title: '', summary: '', body: '', chapters: [] };
    const pdf = await handbookPdf(empty, LABELS);
    expect(latin1(pdf).startsWith('%PDF-')).toBe(true);
    expect(occurrences(latin1(pdf), /\/Type \/Page(?!s)/g)).toBe(1);
    expect(latin1(pdf)).not.toContain('/Outlines');
  });
});
