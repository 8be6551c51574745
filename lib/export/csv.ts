import Papa from 'papaparse';
import { usesDecimalComma } from '@/lib/format/money';
import { tableValues, type TableData } from './table';

// Loaded by import() on click only. A UTF-8 BOM so Excel reads å ä ö; in comma-decimal locales the
// fields are separated by `;` and decimals written with a comma, as Excel there expects.

const BOM = '\uFEFF';

/** What makes a spreadsheet read a line of a cell as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const LINE_BREAK = /(\r\n|\n|\r)/;

/**
 * A text cell as a spreadsheet must keep it: a `'` before the cell and before every line inside it
 * that starts like a formula (a supplier called "=HYPERLINK(…)", or such a line after a newline, which
 * a tool splitting rows on newlines would read as a cell of its own). Numbers never come here: a
 * negative amount stays a number, not the text `'-23,5`.
 */
export function escapeFormulaText(text: string): string {
  const parts = text.split(LINE_BREAK);
  // Odd indexes are the line breaks the split kept.
  const escaped = parts
    .map((part, index) => (index % 2 === 0 && FORMULA_START.test(part) ? `'${part}` : part))
    .join('');
  // A cell starting with a bare CR or LF has an empty first line: the cell itself still starts oddly.
  return /^[\r\n]/.test(text) && FORMULA_START.test(text) ? `'${escaped}` : escaped;
}

function csvValue(value: string | number, comma: boolean): string | number {
  if (typeof value === 'string') return escapeFormulaText(value);
  return comma ? String(value).replace('.', ',') : value;
}

export function tableToCsv(table: TableData, locale: string): string {
  const comma = usesDecimalComma(locale);
  const { header, body } = tableValues(table);
  const rows = body.map((row) => row.map((value) => csvValue(value, comma)));
  return (
    BOM +
    Papa.unparse(
      { fields: header.map(escapeFormulaText), data: rows },
      { delimiter: comma ? ';' : ',', escapeFormulae: false, newline: '\r\n' },
    )
  );
}

export function csvBlob(table: TableData, locale: string): Blob {
  return new Blob([tableToCsv(table, locale)], { type: 'text/csv;charset=utf-8' });
}
