import Router from 'next/router';
import { useId, useMemo, type MouseEvent } from 'react';
import { isPortalAddress, opensHere } from '@/components/app-link/app-link';
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

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
const attribute = (name: string, value: string | undefined) => (value ? ` ${name}="${escape(value)}"` : '');

function cellHtml(cell: TableCell, numeric: boolean, header: boolean, label: string | undefined): string {
  const content = cell.href ? `<a href="${escape(cell.href)}">${escape(cell.text)}</a>` : escape(cell.text);
  const className = attribute('class', numeric ? 'text-end text-nowrap' : undefined);
  return header
    ? `<th scope="row"${className}>${content}</th>`
    : `<td${className}${attribute('data-label', label)}>${content}</td>`;
}

/**
 * The table's caption, head, rows and totals as HTML, escaped. A table is only text and links, and a
 * dashboard shows hundreds of cells: as one string the server writes it at once and the browser
 * hydrates one element, where React rendered and hydrated every cell apart (issue 28).
 */
export function tableHtml(
  table: TableData,
  { captionId, captionHidden, stackOnPhone }: { captionId: string; captionHidden: boolean; stackOnPhone: boolean },
): string {
  const numeric = (index: number) => table.columns[index]?.numeric ?? false;
  const label = (index: number) => (stackOnPhone ? table.columns[index]?.header : undefined);
  const cells = (row: TableCell[]) =>
    row.map((cell, index) => cellHtml(cell, numeric(index), index === 0, label(index))).join('');
  const head = table.columns
    .map(
      (column, index) =>
        `<th scope="col"${attribute('class', numeric(index) ? 'text-end' : undefined)}>${escape(column.header)}</th>`,
    )
    .join('');
  const body = table.rows
    .map((row: TableRow) => `<tr${attribute('class', row.level ? styles.nested : undefined)}>${cells(row.cells)}</tr>`)
    .join('');
  const totals = table.totals ? `<tfoot><tr class="fw-bold">${cells(table.totals)}</tr></tfoot>` : '';
  return (
    `<caption id="${escape(captionId)}" class="${captionHidden ? 'visually-hidden' : 'caption-top'}">${escape(table.caption)}</caption>` +
    `<thead><tr>${head}</tr></thead><tbody>${body}</tbody>${totals}`
  );
}

/** A click on a portal link of the table opens it through the router, as AppLink does, unless it opens elsewhere. */
function followLink(event: MouseEvent<HTMLTableElement>) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const href = link?.getAttribute('href');
  if (event.defaultPrevented || !link || !href || !isPortalAddress(href) || !opensHere(event, link)) return;
  event.preventDefault();
  void Router.push(href);
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
  const html = useMemo(
    () => tableHtml(table, { captionId, captionHidden, stackOnPhone }),
    [table, captionId, captionHidden, stackOnPhone],
  );
  return (
    <div className={styles.wrapper}>
      <ScrollRegion labelledBy={captionId}>
        {/* The links inside are the table's only controls; their clicks go through the router. */}
        <table
          className={`table table-sm align-middle mb-2 ${stackOnPhone ? stackedTableClass : ''}`}
          onClick={followLink}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </ScrollRegion>
      {fileName && table.rows.length > 0 && (
        <ExportButtons table={table} fileName={fileName} locale={locale} exportRows={exportRows} />
      )}
    </div>
  );
}
