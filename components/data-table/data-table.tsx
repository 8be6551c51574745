import { useId } from 'react';
import { AppLink } from '@/components/app-link/app-link';
import { ScrollRegion } from '@/components/scroll-region/scroll-region';
import type { TableCell, TableData, TableRow } from '@/lib/export/table';
import styles from './data-table.module.scss';
import { ExportButtons } from './export-buttons';
import { stackedTableClass } from './stacked-table';

type DataTableProps = {
  table: TableData;
  /** Export file name without extension; without it the table has no export buttons. */
  fileName?: string;
  locale: string;
  /** Hides the caption visually (a card's heading already says it). */
  captionHidden?: boolean;
  /** Rows as cards on a phone, each value named by its column (stacked-table.ts) instead of scrolling sideways. */
  stackOnPhone?: boolean;
  /** The rows the export writes, asked for on the click (ExportButtons); else the rows shown. */
  exportRows?: () => Promise<TableRow[]>;
};

type CellProps = { cell: TableCell; numeric: boolean; header: boolean; label: string | undefined };

function Cell({ cell, numeric, header, label }: CellProps) {
  const content = cell.href ? <AppLink href={cell.href}>{cell.text}</AppLink> : cell.text;
  const className = numeric ? 'text-end text-nowrap' : undefined;
  return header ? (
    <th scope="row" className={className}>
      {content}
    </th>
  ) : (
    <td className={className} data-label={label}>
      {content}
    </td>
  );
}

/**
 * A table of figures: caption, column and row headers, numeric columns right-aligned, a totals
 * row, a labelled region that scrolls sideways on a phone (or, with `stackOnPhone`, rows as cards
 * there), and CSV / Excel export.
 */
export function DataTable({
  table,
  fileName,
  locale,
  captionHidden = false,
  stackOnPhone = false,
  exportRows,
}: DataTableProps) {
  const captionId = useId();
  const numeric = (index: number) => table.columns[index]?.numeric ?? false;
  const label = (index: number) => (stackOnPhone ? table.columns[index]?.header : undefined);
  return (
    <div className={styles.wrapper}>
      <ScrollRegion labelledBy={captionId}>
        <table className={`table table-sm align-middle mb-2 ${stackOnPhone ? stackedTableClass : ''}`}>
          <caption id={captionId} className={captionHidden ? 'visually-hidden' : 'caption-top'}>
            {table.caption}
          </caption>
          <thead>
            <tr>
              {table.columns.map((column, index) => (
                <th key={column.header} scope="col" className={numeric(index) ? 'text-end' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key} className={row.level ? styles.nested : undefined}>
                {row.cells.map((cell, index) => (
                  <Cell key={index} cell={cell} numeric={numeric(index)} header={index === 0} label={label(index)} />
                ))}
              </tr>
            ))}
          </tbody>
          {table.totals && (
            <tfoot>
              <tr className="fw-bold">
                {table.totals.map((cell, index) => (
                  <Cell key={index} cell={cell} numeric={numeric(index)} header={index === 0} label={label(index)} />
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </ScrollRegion>
      {fileName && table.rows.length > 0 && (
        <ExportButtons table={table} fileName={fileName} locale={locale} exportRows={exportRows} />
      )}
    </div>
  );
}
