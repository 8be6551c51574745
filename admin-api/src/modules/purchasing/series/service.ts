// The series as the routes answer them: the months each covers (from "today", the app's clock in
// UTC), the member's currency, the query and its serializer; and the checks on a requested quarter
// that need the stored data (a quarter before the group's first data does not exist).
import {
  type AvailableReports,
  type CategorySpend,
  type MissedSavings,
  type PeriodRow,
  type QuarterRef,
  type QuarterStatement,
  type ReportsAdditionalInfo,
  type SixQuarters,
  type SupplierUsage,
  type TopSuppliers,
  type YearSum,
} from '../../../contract/purchasing';
import { notFound } from '../../../core/api-errors';
import { type DbExecutor } from '../../../db/client';
import { memberCurrency } from '../../../domain/members';
import { type PageWindow } from '../../../http/pagination';
import { loadQuarterStatement } from './quarter-statement';
import {
  addQuarters,
  lastCompletedQuarter,
  monthStart,
  quarterEnd,
  quarterIndex,
  quarterCoverage,
  quarterOf,
  quarterOfDate,
  quarterStart,
  yearToDate,
} from './quarters';
import * as queries from './queries';
import * as serialize from './serialize';

async function currencyOf(db: DbExecutor, memberId: number): Promise<string> {
  const currency = await memberCurrency(db, memberId);
  if (currency === null) throw notFound();
  return currency;
}

/** This year's months up to today's, and the same months of the year before. */
function yearMonths(today: Date) {
  const { year, start, monthEnd } = yearToDate(today);
  const current = { from: start, to: monthEnd };
  return {
    year,
    current,
    previous: { from: monthStart(year - 1, 1), to: monthStart(year - 1, today.getUTCMonth() + 2) },
  };
}

export async function yearSum(db: DbExecutor, memberId: number, today: Date): Promise<YearSum> {
  const { year, current, previous } = yearMonths(today);
  const [currency, row] = await Promise.all([
    currencyOf(db, memberId),
    queries.yearSum(db, memberId, current, previous),
  ]);
  return serialize.serializeYearSum(memberId, year, currency, row);
}

export async function categorySpend(db: DbExecutor, memberId: number, today: Date): Promise<CategorySpend> {
  const { year, current } = yearMonths(today);
  const [currency, rows] = await Promise.all([currencyOf(db, memberId), queries.categorySpend(db, memberId, current)]);
  return serialize.serializeCategorySpend(year, currency, rows);
}

export async function supplierUsage(db: DbExecutor, memberId: number, today: Date): Promise<SupplierUsage> {
  const quarter = lastCompletedQuarter(today);
  const months = { from: quarterStart(quarter), to: quarterEnd(quarter) };
  const [currency, rows] = await Promise.all([currencyOf(db, memberId), queries.supplierUsage(db, memberId, months)]);
  return serialize.serializeSupplierUsage(quarter, currency, rows);
}

export async function topSuppliers(db: DbExecutor, memberId: number, today: Date): Promise<TopSuppliers> {
  const { year, current } = yearMonths(today);
  const [currency, rows] = await Promise.all([currencyOf(db, memberId), queries.topSuppliers(db, memberId, current)]);
  return serialize.serializeTopSuppliers(year, currency, rows);
}

/** Six completed quarters; a seventh before them only gives the first its change. */
export async function sixQuarters(db: DbExecutor, memberId: number, today: Date): Promise<SixQuarters> {
  const last = lastCompletedQuarter(today);
  const first = quarterStart(addQuarters(last, -6));
  const [currency, rows, span] = await Promise.all([
    currencyOf(db, memberId),
    queries.quarterSums(db, memberId, first, quarterStart(last)),
    queries.coverageSpan(db, memberId),
  ]);
  const answer = serialize.serializeSixQuarters(currency, rows);
  // Completed quarters: only the one the member's data begins within can be partial.
  const firstMonth = span.first_month;
  return {
    ...answer,
    results: answer.results.map((row) =>
      firstMonth !== null && quarterStart(quarterOfDate(firstMonth)) === quarterStart(row)
        ? { ...row, ...coverageOf(span, row, today) }
        : row,
    ),
  };
}

const coverageOf = (span: queries.CoverageRow, quarter: QuarterRef, today: Date) =>
  quarterCoverage(quarter, { firstMonth: span.first_month, dataAsOf: span.data_as_of }, today);

/** One page of the quarters with data, newest first, and how many there are in all; each says what part of it the figures cover. */
export async function periodPage(
  db: DbExecutor,
  memberId: number,
  today: Date,
  window: PageWindow,
): Promise<{ total: number; results: PeriodRow[] }> {
  const to = yearMonths(today).current.to;
  const [currency, rows, span] = await Promise.all([
    currencyOf(db, memberId),
    queries.periodPage(db, memberId, to, window),
    queries.coverageSpan(db, memberId),
  ]);
  return {
    total: rows[0]?.total ?? 0,
    results: rows.map((row) => {
      const period = serialize.serializePeriodRow(currency, row);
      return { ...period, ...coverageOf(span, period, today) };
    }),
  };
}

/** 404 for a quarter after today's, or one that ends before the group's first imported month. */
async function checkQuarterExists(db: DbExecutor, quarter: QuarterRef, today: Date): Promise<void> {
  if (quarterIndex(quarter) > quarterIndex(quarterOf(today))) throw notFound();
  const first = await queries.groupFirstMonth(db);
  if (first === null || quarterEnd(quarter) <= first) throw notFound();
}

export async function quarterStatement(
  db: DbExecutor,
  memberId: number,
  quarter: QuarterRef,
  today: Date,
): Promise<QuarterStatement> {
  await checkQuarterExists(db, quarter, today);
  const span = await queries.coverageSpan(db, memberId);
  return loadQuarterStatement(db, memberId, quarter, coverageOf(span, quarter, today));
}

export async function availableReports(db: DbExecutor, memberId: number, today: Date): Promise<AvailableReports> {
  const to = yearMonths(today).current.to;
  const [currency, row] = await Promise.all([currencyOf(db, memberId), queries.dataSpan(db, memberId, to)]);
  return serialize.serializeAvailableReports(memberId, currency, row);
}

export async function additionalInfo(db: DbExecutor, memberId: number, today: Date): Promise<ReportsAdditionalInfo> {
  const { current } = yearMonths(today);
  const [currency, row] = await Promise.all([currencyOf(db, memberId), queries.additionalInfo(db, memberId, current)]);
  return serialize.serializeAdditionalInfo(memberId, currency, row);
}

export async function missedSavings(db: DbExecutor, memberId: number, today: Date): Promise<MissedSavings> {
  const { year, current } = yearMonths(today);
  const [currency, rows] = await Promise.all([currencyOf(db, memberId), queries.missedSavings(db, memberId, current)]);
  return serialize.serializeMissedSavings(year, currency, rows);
}
