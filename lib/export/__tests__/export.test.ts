import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { csvBlob, escapeFormulaText, tableToCsv } from '../csv';
import { exportFileName, type TableData } from '../table';
import { xlsxBlob } from '../xlsx';

const table: TableData = {
  caption: 'Inköp per leverantör',
  columns: [{ header: 'Leverantör' }, { header: 'Inköp (SEK)', numeric: true }],
  rows: [
    {
      key: '1',
      cells: [
        { text: 'VetPharma AB', value: 'VetPharma AB' },
        { text: '1 234,50 kr', value: 1234.5 },
      ],
    },
    {
      key: '2',
      cells: [
        { text: '=HYPERLINK("x")', value: '=HYPERLINK("x")' },
        { text: '10 kr', value: 10 },
      ],
    },
  ],
  totals: [
    { text: 'Totalt', value: 'Totalt' },
    { text: '1 244,50 kr', value: 1244.5 },
  ],
};

describe('CSV export', () => {
  it('starts with a BOM, uses ; and a decimal comma for Swedish, and keeps formulas as text', () => {
    const csv = tableToCsv(table, 'sv-SE');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Leverantör;Inköp (SEK)',
      'VetPharma AB;1234,5',
      `"'=HYPERLINK(""x"")";10`,
      'Totalt;1244,5',
    ]);
  });

  it('uses , and a decimal point where the locale does', () => {
    expect(tableToCsv(table, 'en-AU').slice(1).split('\r\n')[1]).toBe('VetPharma AB,1234.5');
    expect(csvBlob(table, 'en-AU').type).toBe('text/csv;charset=utf-8');
  });
});

/** The cells of a one-row table as a spreadsheet reads them back from the CSV. */
function roundTrip(values: (string | number)[], locale: string): string[] {
  const csv = tableToCsv(
    {
      caption: 'x',
      columns: values.map((_, index) => ({ header: `c${index}` })),
      rows: [{ key: '1', cells: values.map((value) => ({ text: String(value), value })) }],
    },
    locale,
  );
  const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: usesComma(locale) ? ';' : ',', newline: '\r\n' });
  return parsed.data[1] ?? [];
}
const usesComma = (locale: string) => locale === 'sv-SE';
const LINES = /\r\n|\n|\r/;
const FORMULA = /^[=+\-@\t\r]/;

describe('CSV formula escaping (properties)', () => {
  const text = fc.string({
    unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', 'a', ' ', '1', ';', ',', '"', "'"),
  });
  const locales = fc.constantFrom('sv-SE', 'en-AU');

  it('keeps every number a number: never a quote before it, a negative one included', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
        locales,
        (value, locale) => {
          const [cell] = roundTrip([value], locale);
          const written = usesComma(locale) ? String(value).replace('.', ',') : String(value);
          expect(cell).toBe(written);
        },
      ),
    );
    expect(roundTrip([-23.5], 'sv-SE')).toEqual(['-23,5']);
  });

  it('leaves no line of a text cell starting like a formula, and escapes nothing else', () => {
    fc.assert(
      fc.property(text, locales, (value, locale) => {
        const [cell = ''] = roundTrip([value], locale);
        const lines = cell.split(LINES);
        for (const line of lines) expect(FORMULA.test(line)).toBe(false);
        expect(/^[\t\r]/.test(cell)).toBe(false);
        // Only apostrophes were added, and only where a line starts like a formula.
        expect(cell.replaceAll("'", '')).toBe(value.replaceAll("'", ''));
        if (!value.split(LINES).some((line) => FORMULA.test(line)) && !/^\r/.test(value)) expect(cell).toBe(value);
      }),
    );
  });

  it('escapes a formula after a newline inside a cell', () => {
    expect(escapeFormulaText('Notes\n=HYPERLINK("x")')).toBe(`Notes\n'=HYPERLINK("x")`);
    expect(escapeFormulaText('line\r\n-1')).toBe("line\r\n'-1");
    expect(escapeFormulaText('plain text')).toBe('plain text');
  });
});

describe('Excel export', () => {
  it('makes a zip workbook holding the header text and the amounts as numbers', async () => {
    const blob = await xlsxBlob(table, table.caption);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const xml = Object.entries(files)
      .filter(([name]) => name.endsWith('.xml'))
      .map(([, data]) => strFromU8(data))
      .join('\n');
    expect(xml).toContain('Inköp (SEK)');
    expect(xml).toContain('<v>1234.5</v>');
    expect(xml).toContain('#,##0.00');
  });
});

describe('export file names', () => {
  it('are lower-case ASCII words with dashes', () => {
    expect(exportFileName(['vetnet', 'spend-per-category-for-current-year', 2026, 'Djurkliniken Göteborg AB'])).toBe(
      'vetnet-spend-per-category-for-current-year-2026-djurkliniken-goteborg-ab',
    );
  });
});
