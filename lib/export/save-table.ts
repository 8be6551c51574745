import { downloadBlob } from './download';
import type { TableData } from './table';

export type ExportFormat = 'csv' | 'xlsx';

/** Makes the file of a table and hands it to the browser; each format's library loads only when asked for. */
export async function saveTable(
  format: ExportFormat,
  table: TableData,
  fileName: string,
  locale: string,
): Promise<void> {
  if (format === 'csv') {
    const { csvBlob } = await import('./csv');
    downloadBlob(csvBlob(table, locale), `${fileName}.csv`);
  } else {
    const { xlsxBlob } = await import('./xlsx');
    downloadBlob(await xlsxBlob(table, table.caption), `${fileName}.xlsx`);
  }
}
