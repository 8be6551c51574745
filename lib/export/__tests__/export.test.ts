import { describe, expect, it } from '@jest/globals';
import { strFromU8, unzipSync } from 'fflate';
import { csvBlob, tableToCsv } from '../csv';
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
