// A table as data: what a page shows (text) and what an export writes (value), from one model, so
// the screen, the CSV and the workbook can never disagree on a figure.

export type TableColumn = {
  header: string;
  /** Right-aligned on screen; written as a number in exports. */
  numeric?: boolean;
};

/** `text` as shown; `value` as exported (a number for numeric columns); `href` makes the cell a link. */
export type TableCell = { text: string; value: string | number; href?: string };

export type TableRow = {
  key: string;
  cells: TableCell[];
  /** Indent (a category under its supplier). */ level?: number;
};

export type TableData = {
  caption: string;
  columns: TableColumn[];
  rows: TableRow[];
  totals?: TableCell[];
};

/** Header row, the rows and the totals as plain values, in the order a file holds them. */
export function tableValues(table: TableData): { header: string[]; body: (string | number)[][] } {
  const body = table.rows.map((row) => row.cells.map((cell) => cell.value));
  if (table.totals) body.push(table.totals.map((cell) => cell.value));
  return { header: table.columns.map((column) => column.header), body };
}

/** `vetnet-spend-per-category-2026-djurkliniken-solna`: lower case, ASCII, dashes; the extension is added by the caller. */
export function exportFileName(parts: (string | number)[]): string {
  return parts
    .map((part) =>
      String(part)
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
}
