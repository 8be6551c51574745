import Link from 'next/link';
import { useId } from 'react';
import { ScrollRegion } from '@/components/scroll-region/scroll-region';
import type { TableCell, TableData } from '@/lib/export/table';
import styles from './data-table.module.scss';
import { ExportButtons } from './export-buttons';

type DataTableProps = {
  table: TableData;
  /** Export file name without extension; without it the table has no export buttons. */
  fileName?: string;
  locale: string;
  /** Hides the caption visually (a card's heading already says it). */
  captionHidden?: boolean;
};

function Cell({ cell, numeric, header }: { cell: TableCell; numeric: boolean; header: boolean }) {
  const content = cell.href ? <Link href={cell.href}>{cell.text}</Link> : cell.text;
  const className = numeric ? 'text-end text-nowrap' : undefined;
  return header ? (
    <th scope="row" className={className}>
      {content}
    </th>
  ) : (
    <td className={className}>{content}</td>
  );
}

/**
 * A table of figures: caption, column and row headers, numeric columns right-aligned, a totals
 * row, a labelled region that scrolls sideways on a phone, and CSV / Excel export.
 */
export function DataTable({ table, fileName, locale, captionHidden = false }: DataTableProps) {
  const captionId = useId();
  const numeric = (index: number) => table.columns[index]?.numeric ?? false;
  return (
    <div className={styles.wrapper}>
      <ScrollRegion labelledBy={captionId}>
        <table className="table table-sm align-middle mb-2">
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
                  <Cell key={index} cell={cell} numeric={numeric(index)} header={index === 0} />
                ))}
              </tr>
            ))}
          </tbody>
          {table.totals && (
            <tfoot>
              <tr className="fw-bold">
                {table.totals.map((cell, index) => (
                  <Cell key={index} cell={cell} numeric={numeric(index)} header={index === 0} />
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </ScrollRegion>
      {fileName && table.rows.length > 0 && <ExportButtons table={table} fileName={fileName} locale={locale} />}
    </div>
  );
}
