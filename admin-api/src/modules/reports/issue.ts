// Issuing statements: a report document is a snapshot of a member's figures for a period, so the
// PDF shows what was issued even after later imports. Re-issuing a period (an import replaced its
// data, or staff asked) overwrites the snapshot, bumps `version` and moves `issued_at`.
import { sql } from 'drizzle-orm';
import {
  type Amount,
  type CategoryRef,
  type QuarterRef,
  type QuarterStatement,
  REPORT_KIND,
  type ReportKind,
  type SupplierRef,
} from '../../contract/purchasing';
import { type DbExecutor } from '../../db/client';
import { memberCurrency } from '../../domain/members';
import { loadQuarterStatement } from '../purchasing/series/quarter-statement';
import { documentsOverlapping, type YearRow, yearFigures } from './queries';

/** The figures of a row of the yearly rebate statement. */
export type YearFigures = { spend: Amount; listAmount: Amount; rebates: Amount; savings: Amount };

/** The snapshot of a yearly rebate statement: rebates and savings per supplier (and category) over a year. */
export type YearlyRebateStatement = {
  year: number;
  currency: string;
  totals: YearFigures;
  suppliers: (YearFigures & { supplier: SupplierRef; categories: (YearFigures & { category: CategoryRef })[] })[];
};

export type StatementPeriod = { year: number; quarter?: number | null };

/** A slice of imported data (streams-common.md): a supplier, [periodStart, periodEnd) and the members in it. */
export type ImportSlice = { supplierId: number; periodStart: string; periodEnd: string; memberIds: number[] };

const ZERO: YearFigures = { spend: '0.00', listAmount: '0.00', rebates: '0.00', savings: '0.00' };

const cents = (amount: Amount) => Math.round(Number(amount) * 100);

function addFigures(rows: readonly YearFigures[]): YearFigures {
  const total = { spend: 0, listAmount: 0, rebates: 0, savings: 0 };
  for (const row of rows) {
    total.spend += cents(row.spend);
    total.listAmount += cents(row.listAmount);
    total.rebates += cents(row.rebates);
    total.savings += cents(row.savings);
  }
  const amount = (value: number) => (value / 100).toFixed(2);
  return {
    spend: amount(total.spend),
    listAmount: amount(total.listAmount),
    rebates: amount(total.rebates),
    savings: amount(total.savings),
  };
}

/** Groups the per-category rows (already ordered by supplier spend) into suppliers with subtotals. */
export function groupYearRows(year: number, currency: string, rows: readonly YearRow[]): YearlyRebateStatement {
  const bySupplier = new Map<number, YearlyRebateStatement['suppliers'][number]>();
  for (const row of rows) {
    const supplier = bySupplier.get(row.supplier_id) ?? {
      ...ZERO,
      supplier: { id: row.supplier_id, code: row.supplier_code, name: row.supplier_name },
      categories: [],
    };
    supplier.categories.push({
      spend: row.spend,
      listAmount: row.list_amount,
      rebates: row.rebates,
      savings: row.savings,
      category: { id: row.category_id, code: row.category_code, name: row.category_name },
    });
    bySupplier.set(row.supplier_id, { ...supplier, ...addFigures(supplier.categories) });
  }
  const suppliers = [...bySupplier.values()];
  return { year, currency, totals: addFigures(suppliers), suppliers };
}

export async function loadYearlyRebateStatement(
  db: DbExecutor,
  memberId: number,
  year: number,
): Promise<YearlyRebateStatement> {
  const [currency, rows] = await Promise.all([memberCurrency(db, memberId), yearFigures(db, memberId, year)]);
  return groupYearRows(year, currency ?? 'EUR', rows);
}

function quarterOf(period: StatementPeriod): QuarterRef {
  const quarter = period.quarter;
  if (quarter !== 1 && quarter !== 2 && quarter !== 3 && quarter !== 4) {
    throw new Error(`A quarterly statement needs a quarter 1-4, not ${String(quarter)}`);
  }
  return { year: period.year, quarter };
}

/** The snapshot of a statement as it would be issued now. */
export async function statementSnapshot(
  db: DbExecutor,
  memberId: number,
  kind: ReportKind,
  period: StatementPeriod,
): Promise<QuarterStatement | YearlyRebateStatement> {
  return kind === REPORT_KIND.quarterlyStatement
    ? loadQuarterStatement(db, memberId, quarterOf(period))
    : loadYearlyRebateStatement(db, memberId, period.year);
}

/** Stores a computed snapshot: a new document at version 1, or the period's document re-issued. */
export async function storeStatement(
  db: DbExecutor,
  memberId: number,
  kind: ReportKind,
  period: StatementPeriod,
  snapshot: QuarterStatement | YearlyRebateStatement,
  issuedAt: Date,
): Promise<{ id: number; version: number }> {
  const quarter = kind === REPORT_KIND.quarterlyStatement ? quarterOf(period).quarter : null;
  const result = (await db.execute(sql`
    insert into report_documents (member_id, kind, period_year, period_quarter, version, data, currency, issued_at)
    values (${memberId}, ${kind}, ${period.year}, ${quarter}, 1, ${JSON.stringify(snapshot)}::jsonb,
            ${snapshot.currency}, ${issuedAt.toISOString()}::timestamptz)
    on conflict (member_id, kind, period_year, (coalesce(period_quarter, 0))) do update
       set data = excluded.data, currency = excluded.currency, issued_at = excluded.issued_at,
           version = report_documents.version + 1
    returning id, version`)) as unknown as { rows: { id: number; version: number }[] };
  const row = result.rows[0];
  if (!row) throw new Error('The statement was not stored');
  return { id: Number(row.id), version: Number(row.version) };
}

/**
 * Issues (or re-issues) a member's statement for a period: computes the snapshot and upserts the
 * document. Returns its id and version.
 */
export async function issueStatement(
  db: DbExecutor,
  memberId: number,
  kind: ReportKind,
  period: StatementPeriod,
  issuedAt: Date = new Date(),
): Promise<{ id: number; version: number }> {
  const snapshot = await statementSnapshot(db, memberId, kind, period);
  return storeStatement(db, memberId, kind, period, snapshot, issuedAt);
}

/**
 * Re-issues every stored statement whose period an import's slice touches, inside the import's
 * transaction (the lead wires it as `hooks.inTransaction`), so a document never shows figures the
 * data no longer has. Statements not issued yet stay unissued. Returns how many were re-issued.
 */
export async function reissueStatementsForSlice(
  tx: DbExecutor,
  slice: ImportSlice,
  issuedAt: Date = new Date(),
): Promise<number> {
  const touched = await documentsOverlapping(tx, slice.memberIds, slice.periodStart, slice.periodEnd);
  for (const document of touched) {
    await issueStatement(
      tx,
      document.memberId,
      document.kind as ReportKind,
      { year: document.periodYear, quarter: document.periodQuarter },
      issuedAt,
    );
  }
  return touched.length;
}
