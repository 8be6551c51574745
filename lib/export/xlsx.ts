import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/universal';
import type { TableData } from './table';

// Loaded by import() on click only. `/universal` makes a Blob without a Web Worker (jsdom has none).

const AMOUNT_FORMAT = '#,##0.00';

function cell(value: string | number, numeric: boolean): Cell {
  return numeric && typeof value === 'number'
    ? { value, type: Number, format: AMOUNT_FORMAT }
    : { value: String(value), type: String };
}

export function tableToSheet(table: TableData): SheetData {
  const header: Cell[] = table.columns.map((column) => ({ value: column.header, fontWeight: 'bold' }));
  const line = (values: { value: string | number }[], bold = false): Cell[] =>
    values.map((item, index) => {
      const made = cell(item.value, table.columns[index]?.numeric ?? false);
      return bold && made && typeof made === 'object' ? { ...made, fontWeight: 'bold' } : made;
    });
  const rows = table.rows.map((row) => line(row.cells));
  return [header, ...rows, ...(table.totals ? [line(table.totals, true)] : [])];
}

export function xlsxBlob(table: TableData, sheetName: string): Promise<Blob> {
  return writeXlsxFile(tableToSheet(table), {
    sheet: sheetName.slice(0, 31),
    stickyRowsCount: 1,
    columns: table.columns.map((column) => ({ width: column.numeric ? 16 : 32 })),
  }).toBlob();
}
