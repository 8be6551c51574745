import Papa from 'papaparse';
import { usesDecimalComma } from '@/lib/format/money';
import { tableValues, type TableData } from './table';

// Loaded by import() on click only. A UTF-8 BOM so Excel reads å ä ö; in comma-decimal locales the
// fields are separated by `;` and decimals written with a comma, as Excel there expects.

const BOM = '\uFEFF';

export function tableToCsv(table: TableData, locale: string): string {
  const comma = usesDecimalComma(locale);
  const { header, body } = tableValues(table);
  const rows = body.map((row) =>
    row.map((value) => (typeof value === 'number' && comma ? String(value).replace('.', ',') : value)),
  );
  // escapeFormulae: a supplier called "=HYPERLINK(…)" must stay text in a spreadsheet (CSV injection).
  return (
    BOM +
    Papa.unparse(
      { fields: header, data: rows },
      { delimiter: comma ? ';' : ',', escapeFormulae: true, newline: '\r\n' },
    )
  );
}

export function csvBlob(table: TableData, locale: string): Blob {
  return new Blob([tableToCsv(table, locale)], { type: 'text/csv;charset=utf-8' });
}
