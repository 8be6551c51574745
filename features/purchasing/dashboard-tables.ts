import type { ChartPoint } from '@/components/charts/dashboard-chart';
import type { TableCell, TableData } from '@/lib/export/table';
import { toAmount } from '@/lib/format/money';
import type { SeriesAnswers } from './api/series';
import type { Figures } from './figures';

// Each dashboard card's table (what the server renders, screen readers read, print shows and the
// exports write) and the points of its chart, from one series answer. Tables are declared as
// columns of a kind and rows of values, which keeps the six cards small in the page's JavaScript.

export type { ChartPoint };

export type CardModel = {
  table: TableData;
  points: ChartPoint[];
  /** The chart's accessible name: the card's headline in words. */
  chartLabel: string;
  /** Columns of two values (spend and savings per quarter) rather than bars of one. */
  chartKind: 'bars' | 'columns';
};

type Kind = 'text' | 'money' | 'share' | 'percent' | 'change' | 'count';
/** A value of a row; '' leaves the cell blank, a cell object (a link) is taken as it is. */
type Value = string | number | null | TableCell;

function cell(f: Figures, kind: Kind, value: Value): TableCell {
  if (value !== null && typeof value === 'object') return value;
  if (value === '') return f.textCell('');
  if (kind === 'money') return f.moneyCell(value ?? 0);
  if (kind === 'share') return f.shareCell(Number(value));
  if (kind === 'percent') return f.percentCell(value as number | null);
  if (kind === 'change') return f.changeCell(value as number | null);
  if (kind === 'count') return { text: String(value), value: Number(value) };
  return f.textCell(String(value ?? ''));
}

function table(
  f: Figures,
  caption: string,
  columns: [string, Kind][],
  rows: [string, Value[]][],
  totals?: Value[],
): TableData {
  const kinds = columns.map(([, kind]) => kind);
  const cells = (values: Value[]) => values.map((value, index) => cell(f, kinds[index]!, value));
  return {
    caption,
    columns: columns.map(([key, kind]) => (kind === 'money' ? f.moneyColumn(key) : f.column(key, kind !== 'text'))),
    rows: rows.map(([key, values]) => ({ key, cells: cells(values) })),
    totals: totals && cells(totals),
  };
}

/** Decimal strings added in cents, so 0.1 + 0.2 stays 0.30. */
export function sum(values: (string | number)[]): string {
  const cents = values.reduce<number>((total, value) => total + Math.round(toAmount(value) * 100), 0);
  return (cents / 100).toFixed(2);
}

const savingsOf = (rows: { savings: string }[]) => sum(rows.map((row) => row.savings));

export function yearSumCard(data: SeriesAnswers['yearSum'], f: Figures): CardModel {
  const before = data.previousYearToDate;
  return {
    table: table(
      f,
      f.t('cards.yearSum.caption', { year: data.year }),
      [
        ['figure', 'text'],
        ['thisYear', 'money'],
        ['lastYearToDate', 'money'],
      ],
      [
        ['spend', [f.t('kpi.spend'), data.spend, before.spend]],
        ['savings', [f.t('kpi.savings'), data.savings, before.savings]],
        ['listAmount', [f.t('kpi.listAmount'), data.listAmount, f.textCell('–')]],
        ['rebates', [f.t('kpi.rebates'), data.rebates, f.textCell('–')]],
      ],
    ),
    points: [
      { label: String(data.year - 1), value: toAmount(before.spend), secondary: toAmount(before.savings) },
      { label: String(data.year), value: toAmount(data.spend), secondary: toAmount(data.savings) },
    ],
    chartLabel: f.t('cards.yearSum.chartLabel', {
      year: data.year,
      spend: f.money(data.spend),
      savings: f.money(data.savings),
    }),
    chartKind: 'columns',
  };
}

export function categoriesCard(data: SeriesAnswers['categories'], f: Figures): CardModel {
  const top = data.results[0];
  return {
    table: table(
      f,
      f.t('cards.categories.caption', { year: data.year }),
      [
        ['category', 'text'],
        ['spend', 'money'],
        ['savings', 'money'],
        ['share', 'share'],
      ],
      data.results.map((row) => [
        String(row.category.id),
        [f.category(row.category), row.spend, row.savings, row.share],
      ]),
      [f.t('total'), data.total, savingsOf(data.results), 1],
    ),
    points: data.results.map((row) => ({ label: f.category(row.category), value: toAmount(row.spend) })),
    chartLabel: f.t('cards.categories.chartLabel', {
      total: f.money(data.total),
      top: top ? f.category(top.category) : '–',
    }),
    chartKind: 'bars',
  };
}

export function supplierUsageCard(data: SeriesAnswers['supplierUsage'], f: Figures): CardModel {
  const period = f.quarter(data);
  return {
    table: table(
      f,
      f.t('cards.supplierUsage.caption', { period }),
      [
        ['supplier', 'text'],
        ['spend', 'money'],
        ['savings', 'money'],
        ['share', 'share'],
        ['onAgreementShare', 'share'],
      ],
      data.results.map((row) => [
        String(row.supplier.id),
        [row.supplier.name, row.spend, row.savings, row.share, row.onAgreementShare],
      ]),
      [f.t('total'), data.total, savingsOf(data.results), 1, ''],
    ),
    points: data.results.map((row) => ({ label: row.supplier.name, value: toAmount(row.spend) })),
    chartLabel: f.t('cards.supplierUsage.chartLabel', {
      period,
      total: f.money(data.total),
      count: data.results.length,
    }),
    chartKind: 'bars',
  };
}

export function topSuppliersCard(data: SeriesAnswers['topSuppliers'], f: Figures): CardModel {
  const total = toAmount(data.total);
  const others = data.others;
  return {
    table: table(
      f,
      f.t('cards.topSuppliers.caption', { year: data.year }),
      [
        ['supplier', 'text'],
        ['rank', 'count'],
        ['spend', 'money'],
        ['savings', 'money'],
        ['share', 'share'],
      ],
      [
        ...data.results.map((row): [string, Value[]] => [
          String(row.supplier.id),
          [row.supplier.name, row.rank, row.spend, row.savings, row.share],
        ]),
        ['others', [f.t('others'), '', others.spend, others.savings, total > 0 ? toAmount(others.spend) / total : 0]],
      ],
      [f.t('total'), '', data.total, savingsOf([...data.results, others]), 1],
    ),
    points: data.results.map((row) => ({ label: row.supplier.name, value: toAmount(row.spend) })),
    chartLabel: f.t('cards.topSuppliers.chartLabel', {
      year: data.year,
      top: data.results[0]?.supplier.name ?? '–',
      total: f.money(data.total),
    }),
    chartKind: 'bars',
  };
}

export function sixQuartersCard(
  data: SeriesAnswers['sixQuarters'],
  f: Figures,
  quarterHref: (year: number, quarter: number) => string,
): CardModel {
  const rows = data.results;
  const last = rows.at(-1);
  // The member's first quarter may hold only part of it: its name says so.
  const name = (row: SeriesAnswers['sixQuarters']['results'][number]) =>
    row.partial ? f.t('partial.short', { period: f.quarter(row) }) : f.quarter(row);
  return {
    table: table(
      f,
      f.t('cards.sixQuarters.caption'),
      [
        ['quarter', 'text'],
        ['spend', 'money'],
        ['savings', 'money'],
        ['savingsPercent', 'percent'],
        ['change', 'change'],
      ],
      rows.map((row) => [
        `${row.year}-${row.quarter}`,
        [
          f.textCell(name(row), quarterHref(row.year, row.quarter)),
          row.spend,
          row.savings,
          row.savingsPercent,
          row.changePercent,
        ],
      ]),
      [f.t('total'), sum(rows.map((row) => row.spend)), savingsOf(rows), '', ''],
    ),
    points: rows.map((row) => ({
      label: name(row),
      value: toAmount(row.spend),
      secondary: toAmount(row.savings),
    })),
    chartLabel: f.t('cards.sixQuarters.chartLabel', {
      first: rows[0] ? f.quarter(rows[0]) : '–',
      last: last ? f.quarter(last) : '–',
      spend: f.money(last?.spend ?? 0),
    }),
    chartKind: 'columns',
  };
}

export function missedSavingsCard(data: SeriesAnswers['missedSavings'], f: Figures): CardModel {
  return {
    table: table(
      f,
      f.t('cards.missedSavings.caption', { year: data.year }),
      [
        ['category', 'text'],
        ['offAgreementSpend', 'money'],
        ['agreementSupplier', 'text'],
        ['discountPercent', 'percent'],
        ['missedSavings', 'money'],
      ],
      data.results.map((row) => [
        String(row.category.id),
        [
          f.category(row.category),
          row.offAgreementSpend,
          row.agreementSupplier?.name ?? '–',
          row.discountPercent,
          row.missedSavings,
        ],
      ]),
      [f.t('total'), data.total.offAgreementSpend, '', '', data.total.missedSavings],
    ),
    points: data.results.map((row) => ({ label: f.category(row.category), value: toAmount(row.missedSavings) })),
    chartLabel: f.t('cards.missedSavings.chartLabel', { year: data.year, total: f.money(data.total.missedSavings) }),
    chartKind: 'bars',
  };
}
