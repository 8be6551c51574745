import type { Page } from '@/lib/api/read-answer';
import type { ComparedQuarter, PeriodRow, QuarterFigures, QuarterStatement } from '@/lib/contract/purchasing';
import type { TableData, TableCell } from '@/lib/export/table';
import type { Figures } from './figures';

// The tables of the quarterly pages: the periods list, and a quarter by supplier and category with
// the quarter before and the same quarter last year beside it.

/** "Partial: 1 Oct – 25 Nov 2026" for a quarter its figures do not wholly cover, else nothing. */
const coverageText = (row: PeriodRow, f: Figures) =>
  row.partial && row.dataFrom && row.dataTo ? f.t('partial.cell', { days: f.days(row.dataFrom, row.dataTo) }) : '';

export function periodsTable(page: Page<PeriodRow>, f: Figures, href: (row: PeriodRow) => string): TableData {
  // The running quarter and a member's first one may cover only part of it: a column says which part.
  const anyPartial = page.results.some((row) => row.partial);
  return {
    caption: f.t('periods.caption'),
    columns: [
      f.column('quarter'),
      ...(anyPartial ? [f.column('coverage')] : []),
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
        ...(anyPartial ? [f.textCell(coverageText(row, f))] : []),
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

/** A quarter's name, with the days that count when only part of it does ("Q3 2026, 1 Jul – 25 Aug 2026"). */
function periodName(ref: ComparedQuarter, f: Figures, from?: string, to?: string): string {
  return from && to ? f.t('partial.period', { period: f.quarter(ref), days: f.days(from, to) }) : f.quarter(ref);
}

export function quarterTable(data: QuarterStatement, f: Figures): TableData {
  const sameDays = data.partial === true;
  const previous = periodName(data.compare.previous, f, data.compare.previous.from, data.compare.previous.to);
  const lastYear = periodName(data.compare.lastYear, f, data.compare.lastYear.from, data.compare.lastYear.to);
  const money = (key: string, period: string) => ({
    header: f.t('withPeriod', { column: f.t(`columns.${key}`), period, currency: f.currency }),
    numeric: true,
  });
  const current = sameDays ? periodName(data, f, data.dataFrom, data.dataTo) : f.quarter(data);
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
