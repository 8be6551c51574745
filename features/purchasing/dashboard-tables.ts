import type { TableData } from '@/lib/export/table';
import { toAmount } from '@/lib/format/money';
import type { SeriesAnswers } from './api/series';
import type { Figures } from './figures';

// Each dashboard card's table (what the server renders, screen readers read, print shows and the
// exports write) and the points of its chart, from one series answer.

export type ChartPoint = { label: string; value: number; secondary?: number };

export type CardModel = {
  table: TableData;
  points: ChartPoint[];
  /** The chart's accessible name: the card's headline in words. */
  chartLabel: string;
  /** Columns of two values (spend and savings per quarter) rather than bars of one. */
  chartKind: 'bars' | 'columns';
};

export function yearSumCard(data: SeriesAnswers['yearSum'], f: Figures): CardModel {
  const row = (key: string, now: string, before: string | null) => ({
    key,
    cells: [f.textCell(f.t(`kpi.${key}`)), f.moneyCell(now), before === null ? f.textCell('–') : f.moneyCell(before)],
  });
  return {
    table: {
      caption: f.t('cards.yearSum.caption', { year: data.year }),
      columns: [f.column('figure'), f.moneyColumn('thisYear'), f.moneyColumn('lastYearToDate')],
      rows: [
        row('spend', data.spend, data.previousYearToDate.spend),
        row('savings', data.savings, data.previousYearToDate.savings),
        row('listAmount', data.listAmount, null),
        row('rebates', data.rebates, null),
      ],
    },
    points: [
      {
        label: String(data.year - 1),
        value: toAmount(data.previousYearToDate.spend),
        secondary: toAmount(data.previousYearToDate.savings),
      },
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
  return {
    table: {
      caption: f.t('cards.categories.caption', { year: data.year }),
      columns: [f.column('category'), f.moneyColumn('spend'), f.moneyColumn('savings'), f.column('share', true)],
      rows: data.results.map((row) => ({
        key: String(row.category.id),
        cells: [
          f.textCell(f.category(row.category)),
          f.moneyCell(row.spend),
          f.moneyCell(row.savings),
          f.shareCell(row.share),
        ],
      })),
      totals: [
        f.textCell(f.t('total')),
        f.moneyCell(data.total),
        f.moneyCell(sum(data.results.map((row) => row.savings))),
        f.shareCell(1),
      ],
    },
    points: data.results.map((row) => ({ label: f.category(row.category), value: toAmount(row.spend) })),
    chartLabel: f.t('cards.categories.chartLabel', {
      total: f.money(data.total),
      top: data.results[0] ? f.category(data.results[0].category) : '–',
    }),
    chartKind: 'bars',
  };
}

export function supplierUsageCard(data: SeriesAnswers['supplierUsage'], f: Figures): CardModel {
  return {
    table: {
      caption: f.t('cards.supplierUsage.caption', { period: f.quarter(data) }),
      columns: [
        f.column('supplier'),
        f.moneyColumn('spend'),
        f.moneyColumn('savings'),
        f.column('share', true),
        f.column('onAgreementShare', true),
      ],
      rows: data.results.map((row) => ({
        key: String(row.supplier.id),
        cells: [
          f.textCell(row.supplier.name),
          f.moneyCell(row.spend),
          f.moneyCell(row.savings),
          f.shareCell(row.share),
          f.shareCell(row.onAgreementShare),
        ],
      })),
      totals: [
        f.textCell(f.t('total')),
        f.moneyCell(data.total),
        f.moneyCell(sum(data.results.map((row) => row.savings))),
        f.shareCell(1),
        f.textCell(''),
      ],
    },
    points: data.results.map((row) => ({ label: row.supplier.name, value: toAmount(row.spend) })),
    chartLabel: f.t('cards.supplierUsage.chartLabel', {
      period: f.quarter(data),
      total: f.money(data.total),
      count: data.results.length,
    }),
    chartKind: 'bars',
  };
}

export function topSuppliersCard(data: SeriesAnswers['topSuppliers'], f: Figures): CardModel {
  const othersShare = toAmount(data.total) > 0 ? toAmount(data.others.spend) / toAmount(data.total) : 0;
  return {
    table: {
      caption: f.t('cards.topSuppliers.caption', { year: data.year }),
      columns: [
        f.column('supplier'),
        f.column('rank', true),
        f.moneyColumn('spend'),
        f.moneyColumn('savings'),
        f.column('share', true),
      ],
      rows: [
        ...data.results.map((row) => ({
          key: String(row.supplier.id),
          cells: [
            f.textCell(row.supplier.name),
            { text: String(row.rank), value: row.rank },
            f.moneyCell(row.spend),
            f.moneyCell(row.savings),
            f.shareCell(row.share),
          ],
        })),
        {
          key: 'others',
          cells: [
            f.textCell(f.t('others')),
            f.textCell(''),
            f.moneyCell(data.others.spend),
            f.moneyCell(data.others.savings),
            f.shareCell(othersShare),
          ],
        },
      ],
      totals: [
        f.textCell(f.t('total')),
        f.textCell(''),
        f.moneyCell(data.total),
        f.moneyCell(sum([...data.results.map((row) => row.savings), data.others.savings])),
        f.shareCell(1),
      ],
    },
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
  return {
    table: {
      caption: f.t('cards.sixQuarters.caption'),
      columns: [
        f.column('quarter'),
        f.moneyColumn('spend'),
        f.moneyColumn('savings'),
        f.column('savingsPercent', true),
        f.column('change', true),
      ],
      rows: data.results.map((row) => ({
        key: `${row.year}-${row.quarter}`,
        cells: [
          f.textCell(f.quarter(row), quarterHref(row.year, row.quarter)),
          f.moneyCell(row.spend),
          f.moneyCell(row.savings),
          f.percentCell(row.savingsPercent),
          f.changeCell(row.changePercent),
        ],
      })),
      totals: [
        f.textCell(f.t('total')),
        f.moneyCell(sum(data.results.map((row) => row.spend))),
        f.moneyCell(sum(data.results.map((row) => row.savings))),
        f.textCell(''),
        f.textCell(''),
      ],
    },
    points: data.results.map((row) => ({
      label: f.quarter(row),
      value: toAmount(row.spend),
      secondary: toAmount(row.savings),
    })),
    chartLabel: f.t('cards.sixQuarters.chartLabel', {
      first: data.results[0] ? f.quarter(data.results[0]) : '–',
      last: data.results.at(-1) ? f.quarter(data.results.at(-1)!) : '–',
      spend: f.money(data.results.at(-1)?.spend ?? 0),
    }),
    chartKind: 'columns',
  };
}

export function missedSavingsCard(data: SeriesAnswers['missedSavings'], f: Figures): CardModel {
  return {
    table: {
      caption: f.t('cards.missedSavings.caption', { year: data.year }),
      columns: [
        f.column('category'),
        f.moneyColumn('offAgreementSpend'),
        f.column('agreementSupplier'),
        f.column('discountPercent', true),
        f.moneyColumn('missedSavings'),
      ],
      rows: data.results.map((row) => ({
        key: String(row.category.id),
        cells: [
          f.textCell(f.category(row.category)),
          f.moneyCell(row.offAgreementSpend),
          f.textCell(row.agreementSupplier?.name ?? '–'),
          f.percentCell(row.discountPercent),
          f.moneyCell(row.missedSavings),
        ],
      })),
      totals: [
        f.textCell(f.t('total')),
        f.moneyCell(data.total.offAgreementSpend),
        f.textCell(''),
        f.textCell(''),
        f.moneyCell(data.total.missedSavings),
      ],
    },
    points: data.results.map((row) => ({ label: f.category(row.category), value: toAmount(row.missedSavings) })),
    chartLabel: f.t('cards.missedSavings.chartLabel', { year: data.year, total: f.money(data.total.missedSavings) }),
    chartKind: 'bars',
  };
}

/** Decimal strings added in cents, so 0.1 + 0.2 stays 0.30. */
export function sum(values: (string | number)[]): string {
  const cents = values.reduce<number>((total, value) => total + Math.round(toAmount(value) * 100), 0);
  return (cents / 100).toFixed(2);
}
