// A quarter's spend and savings by supplier and category, beside the quarter before and the same
// quarter a year before: `GET amadeo/spend-savings-by-period-list/year/{y}/quarter/{q}/{m}/`, and the
// figures of the quarterly statement report documents (modules/reports takes its snapshot here).
// One scan over the member's rollup rows of the three quarters: FILTER picks each quarter's column,
// GROUPING SETS make the rows, the supplier subtotals and the total in the same pass. A partial quarter
// (under way, or the member's first) is set beside the same days of the other two: the same scan over
// the member's purchase lines by invoice date, as the rollup knows only months.
import { sql } from 'drizzle-orm';
import {
  type ComparedQuarter,
  type QuarterFigures,
  type QuarterRef,
  type QuarterStatement,
} from '../../../contract/purchasing';
import { notFound } from '../../../core/api-errors';
import { type DbExecutor, rowsOf } from '../../../db/client';
import { memberCurrency } from '../../../domain/members';
import { amount } from './decimal';
import {
  comparedQuarters,
  type Coverage,
  dayAfter,
  dayBefore,
  quarterEnd,
  quarterStart,
  shiftMonths,
} from './quarters';

type StatementRow = {
  level: number;
  supplier_id: number | null;
  supplier_code: string | null;
  supplier_name: string | null;
  category_id: number | null;
  category_code: string | null;
  category_name: string | null;
  spend: string | null;
  savings: string | null;
  previous_spend: string | null;
  previous_savings: string | null;
  last_year_spend: string | null;
  last_year_savings: string | null;
};

/** `grouping(supplier_id, category_id)`: 0 a supplier's category, 1 a supplier's subtotal, 3 the total. */
const LEVEL = { category: 0, supplier: 1, total: 3 } as const;

/** A span of days or months, [from, to). */
type Span = { from: string; to: string };
type Spans = { current: Span; previous: Span; lastYear: Span };

/** The three quarters whole, from the monthly rollup. */
function quarterSpans(ref: QuarterRef): Spans {
  const { previous, lastYear } = comparedQuarters(ref);
  const span = (quarter: QuarterRef) => ({ from: quarterStart(quarter), to: quarterEnd(quarter) });
  return { current: span(ref), previous: span(previous), lastYear: span(lastYear) };
}

/** The covered days of a partial quarter and the same days three and twelve months before. */
function sameDaySpans(coverage: Coverage): Spans {
  const span = (months: number) => ({
    from: shiftMonths(coverage.dataFrom, months),
    to: dayAfter(shiftMonths(coverage.dataTo, months)),
  });
  return { current: span(0), previous: span(-3), lastYear: span(-12) };
}

function statementRows(db: DbExecutor, memberId: number, spans: Spans, byDay: boolean): Promise<StatementRow[]> {
  const { current, previous, lastYear } = spans;
  const source = byDay ? sql.raw('purchase_lines') : sql.raw('purchase_monthly');
  const day = byDay ? sql.raw('invoice_date') : sql.raw('month');
  const savings = sql.raw('(list_amount - net_amount + rebate_amount)');
  const within = (span: Span) => sql`${day} >= ${span.from} and ${day} < ${span.to}`;
  return rowsOf<StatementRow>(
    db,
    sql`with grouped as (
      select supplier_id, category_id, grouping(supplier_id, category_id) as level,
        sum(net_amount) filter (where ${within(current)}) as spend,
        sum(${savings}) filter (where ${within(current)}) as savings,
        sum(net_amount) filter (where ${within(previous)}) as previous_spend,
        sum(${savings}) filter (where ${within(previous)}) as previous_savings,
        sum(net_amount) filter (where ${within(lastYear)}) as last_year_spend,
        sum(${savings}) filter (where ${within(lastYear)}) as last_year_savings
      from ${source}
      where member_id = ${memberId} and ${day} >= ${lastYear.from} and ${day} < ${current.to}
        and ((${within(current)}) or (${within(previous)}) or (${within(lastYear)}))
      group by grouping sets ((supplier_id, category_id), (supplier_id), ())
    )
    select g.level, g.supplier_id, s.code as supplier_code, s.name as supplier_name,
      g.category_id, c.code as category_code, c.name as category_name,
      g.spend, g.savings, g.previous_spend, g.previous_savings, g.last_year_spend, g.last_year_savings
    from grouped g
    left join suppliers s on s.id = g.supplier_id
    left join purchase_categories c on c.id = g.category_id
    order by coalesce(g.spend, 0) desc, coalesce(g.previous_spend, 0) desc, s.name, c.position, c.name`,
  );
}

function figures(row: StatementRow | undefined): QuarterFigures {
  return {
    spend: amount(row?.spend),
    savings: amount(row?.savings),
    previousSpend: amount(row?.previous_spend),
    previousSavings: amount(row?.previous_savings),
    lastYearSpend: amount(row?.last_year_spend),
    lastYearSavings: amount(row?.last_year_savings),
  };
}

const ref = (id: number | null, code: string | null, name: string | null) => ({
  id: Number(id),
  code: code ?? '',
  name: name ?? '',
});

/** Rows of one level of grouping, in the statement's order (spend, then the quarter before). */
function assemble(rows: StatementRow[]): Pick<QuarterStatement, 'totals' | 'suppliers'> {
  const suppliers = rows
    .filter((row) => Number(row.level) === LEVEL.supplier)
    .map((row) => ({
      supplier: ref(row.supplier_id, row.supplier_code, row.supplier_name),
      ...figures(row),
      categories: rows
        .filter((line) => Number(line.level) === LEVEL.category && line.supplier_id === row.supplier_id)
        .map((line) => ({ category: ref(line.category_id, line.category_code, line.category_name), ...figures(line) })),
    }));
  return { totals: figures(rows.find((row) => Number(row.level) === LEVEL.total)), suppliers };
}

/**
 * The quarter statement of a member (any quarter; the route decides which exist). Throws 404 for
 * an unknown member. With a partial `coverage`, the quarter's covered days beside the same days of
 * the quarter before and of the same quarter a year before (their `from`–`to`).
 */
export async function loadQuarterStatement(
  db: DbExecutor,
  memberId: number,
  quarter: QuarterRef,
  coverage?: Coverage,
): Promise<QuarterStatement> {
  const partial = coverage?.partial === true;
  const spans = partial ? sameDaySpans(coverage) : quarterSpans(quarter);
  const [currency, rows] = await Promise.all([
    memberCurrency(db, memberId),
    statementRows(db, memberId, spans, partial),
  ]);
  if (currency === null) throw notFound();
  const { previous, lastYear } = comparedQuarters(quarter);
  const days = (ref: QuarterRef, span: Span): ComparedQuarter =>
    partial ? { ...ref, from: span.from, to: dayBefore(span.to) } : ref;
  return {
    year: quarter.year,
    quarter: quarter.quarter,
    currency,
    ...(coverage ? { partial: coverage.partial, dataFrom: coverage.dataFrom, dataTo: coverage.dataTo } : {}),
    compare: { previous: days(previous, spans.previous), lastYear: days(lastYear, spans.lastYear) },
    ...assemble(rows),
  };
}
