// Rows of queries.ts to the answer shapes of lib/contract/purchasing.ts: amounts as decimal strings
// with two places, shares (0–1, four decimals) and percentages (one decimal) rounded from cents.
import {
  type AvailableReports,
  type CategorySpend,
  type MissedSavings,
  type PeriodRow,
  type ReportsAdditionalInfo,
  type SixQuarters,
  type SupplierUsage,
  type TopSuppliers,
  type YearSum,
  type QuarterRef,
} from '../../../contract/purchasing';
import { isoUtc } from '../../../http/dates';
import { amount, formatCents, percent, share, toCents } from './decimal';
import { quarterOfDate } from './quarters';
import {
  type AdditionalInfoRow,
  type DataSpanRow,
  type MissedSavingsRow,
  type PeriodRowData,
  type QuarterSumRow,
  type ShareRow,
  type SupplierUsageRow,
  type TopSupplierRow,
  type YearSumRow,
} from './queries';

const named = (row: { id: number; code: string; name: string }) => ({
  id: Number(row.id),
  code: row.code,
  name: row.name,
});

export function serializeYearSum(memberId: number, year: number, currency: string, row: YearSumRow): YearSum {
  const spend = toCents(row.spend);
  const list = toCents(row.list);
  const rebates = toCents(row.rebates);
  const savings = list - spend + rebates;
  return {
    memberId,
    year,
    currency,
    spend: formatCents(spend),
    savings: formatCents(savings),
    listAmount: formatCents(list),
    rebates: formatCents(rebates),
    savingsPercent: percent(savings, list),
    previousYearToDate: { spend: amount(row.previous_spend), savings: amount(row.previous_savings) },
    dataAsOf: row.data_as_of,
  };
}

const totalOf = (rows: { total: string }[]) => toCents(rows[0]?.total);

const shareFields = (row: ShareRow, total: bigint) => ({
  spend: amount(row.spend),
  savings: amount(row.savings),
  share: share(toCents(row.spend), total),
});

export function serializeCategorySpend(year: number, currency: string, rows: ShareRow[]): CategorySpend {
  const total = totalOf(rows);
  return {
    year,
    currency,
    total: formatCents(total),
    results: rows.map((row) => ({ category: named(row), ...shareFields(row, total) })),
  };
}

export function serializeSupplierUsage(quarter: QuarterRef, currency: string, rows: SupplierUsageRow[]): SupplierUsage {
  const total = totalOf(rows);
  return {
    ...quarter,
    currency,
    total: formatCents(total),
    results: rows.map((row) => ({
      supplier: named(row),
      ...shareFields(row, total),
      onAgreementShare: share(toCents(row.on_agreement), toCents(row.spend)),
    })),
  };
}

export function serializeTopSuppliers(year: number, currency: string, rows: TopSupplierRow[]): TopSuppliers {
  const total = totalOf(rows);
  const totalSavings = toCents(rows[0]?.total_savings);
  const topSpend = rows.reduce((sum, row) => sum + toCents(row.spend), 0n);
  const topSavings = rows.reduce((sum, row) => sum + toCents(row.savings), 0n);
  return {
    year,
    currency,
    total: formatCents(total),
    others: { spend: formatCents(total - topSpend), savings: formatCents(totalSavings - topSavings) },
    results: rows.map((row) => ({ rank: Number(row.rank), supplier: named(row), ...shareFields(row, total) })),
  };
}

/** The rows of the quarters asked for; the first row only lends its spend to the change of the second. */
export function serializeSixQuarters(currency: string, rows: QuarterSumRow[]): SixQuarters {
  return {
    currency,
    results: rows.slice(1).map((row) => {
      const spend = toCents(row.spend);
      const previous = toCents(row.previous_spend);
      return {
        ...quarterOfDate(row.start),
        spend: amount(row.spend),
        savings: amount(row.savings),
        savingsPercent: percent(toCents(row.savings), toCents(row.list)),
        changePercent: percent(spend - previous, previous),
      };
    }),
  };
}

export function serializePeriodRow(currency: string, row: PeriodRowData): PeriodRow {
  return {
    ...quarterOfDate(row.start),
    currency,
    spend: amount(row.spend),
    savings: amount(row.savings),
    savingsPercent: percent(toCents(row.savings), toCents(row.list)),
    suppliers: Number(row.suppliers),
    lines: Number(row.lines),
  };
}

export function serializeAvailableReports(memberId: number, currency: string, row: DataSpanRow): AvailableReports {
  return {
    memberId,
    currency,
    hasData: row.first !== null,
    firstPeriod: row.first === null ? null : quarterOfDate(row.first),
    lastPeriod: row.last === null ? null : quarterOfDate(row.last),
    years: (row.years ?? []).map(Number),
  };
}

export function serializeAdditionalInfo(
  memberId: number,
  currency: string,
  row: AdditionalInfoRow,
): ReportsAdditionalInfo {
  const imported = row.last_imported_at;
  return {
    memberId,
    currency,
    dataAsOf: row.data_as_of,
    lastImportedAt: imported === null ? null : isoUtc(imported instanceof Date ? imported : new Date(imported)),
    suppliers: Number(row.suppliers),
    agreementSuppliers: Number(row.agreement_suppliers),
  };
}

export function serializeMissedSavings(year: number, currency: string, rows: MissedSavingsRow[]): MissedSavings {
  const sum = (pick: (row: MissedSavingsRow) => string) =>
    formatCents(rows.reduce((s, row) => s + toCents(pick(row)), 0n));
  return {
    year,
    currency,
    total: { offAgreementSpend: sum((row) => row.off_agreement), missedSavings: sum((row) => row.missed) },
    results: rows.map((row) => ({
      category: named(row),
      offAgreementSpend: amount(row.off_agreement),
      agreementSupplier:
        row.supplier_id === null ? null : { id: Number(row.supplier_id), name: row.supplier_name ?? '' },
      discountPercent: Number(row.discount),
      missedSavings: amount(row.missed),
    })),
  };
}
