import type { Page } from '@/lib/api/read-answer';
import type { PeriodRow, QuarterFigures, QuarterStatement } from '@/lib/contract/purchasing';
import type { TableData, TableCell } from '@/lib/export/table';
import type { Figures } from './figures';

// The tables of the quarterly pages: the periods list, and a quarter by supplier and category with
// the quarter before and the same quarter last year beside it.

export function periodsTable(page: Page<PeriodRow>, f: Figures, href: (row: PeriodRow) => string): TableData {
  return {
    caption: f.t('periods.caption'),
    columns: [
      f.column('quarter'),
      f.moneyColumn('spend'),
      f.moneyColumn('savings'),
      f.column('savingsPercent', true),
      f.column('suppliers', true),
      f.column('lines', true),
    ],
    rows: page.results.map((row) => ({
      key: `${row.year}-${row.quarter}`,
      cells: [
        f.textCell(f.quarter(row), href(row)),
        f.moneyCell(row.spend),
        f.moneyCell(row.savings),
        f.percentCell(row.savingsPercent),
        { text: String(row.suppliers), value: row.suppliers },
        { text: String(row.lines), value: row.lines },
      ],
    })),
  };
}

function figureCells(row: QuarterFigures, f: Figures): TableCell[] {
  return [
    f.moneyCell(row.spend),
    f.moneyCell(row.savings),
    f.moneyCell(row.previousSpend),
    f.moneyCell(row.previousSavings),
    f.moneyCell(row.lastYearSpend),
    f.moneyCell(row.lastYearSavings),
  ];
}

export function quarterTable(data: QuarterStatement, f: Figures): TableData {
  const previous = f.quarter(data.compare.previous);
  const lastYear = f.quarter(data.compare.lastYear);
  const money = (key: string, period: string) => ({
    header: f.t('withPeriod', { column: f.t(`columns.${key}`), period, currency: f.currency }),
    numeric: true,
  });
  const current = f.quarter(data);
  return {
    caption: f.t('quarter.caption', { period: current }),
    columns: [
      f.column('supplierCategory'),
      money('spend', current),
      money('savings', current),
      money('spend', previous),
      money('savings', previous),
      money('spend', lastYear),
      money('savings', lastYear),
    ],
    rows: data.suppliers.flatMap((supplier) => [
      { key: `s${supplier.supplier.id}`, cells: [f.textCell(supplier.supplier.name), ...figureCells(supplier, f)] },
      ...supplier.categories.map((category) => ({
        key: `s${supplier.supplier.id}c${category.category.id}`,
        level: 1,
        cells: [f.textCell(f.category(category.category)), ...figureCells(category, f)],
      })),
    ]),
    totals: [f.textCell(f.t('total')), ...figureCells(data.totals, f)],
  };
}
