// A quarter's spend and savings by supplier and category, beside the quarter before and the same
// quarter a year before: `GET amadeo/spend-savings-by-period-list/year/{y}/quarter/{q}/{m}/`, and the
// figures of the quarterly statement report documents (modules/reports takes its snapshot here).
// One scan over the member's rollup rows of the three quarters: FILTER picks each quarter's column,
// GROUPING SETS make the rows, the supplier subtotals and the total in the same pass.
import { sql } from 'drizzle-orm';
import { type QuarterFigures, type QuarterRef, type QuarterStatement } from '../../contract/purchasing';
import { notFound } from '../../core/api-errors';
import { type DbExecutor, rowsOf } from '../../db/client';
import { memberCurrency } from '../../domain/members';
import { amount } from './decimal';
import { comparedQuarters, quarterEnd, quarterStart } from './quarters';

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

function statementRows(db: DbExecutor, memberId: number, ref: QuarterRef): Promise<StatementRow[]> {
  const { previous, lastYear } = comparedQuarters(ref);
  const start = quarterStart(ref);
  const previousStart = quarterStart(previous);
  const lastYearStart = quarterStart(lastYear);
  const lastYearEnd = quarterEnd(lastYear);
  const savings = sql.raw('(list_amount - net_amount + rebate_amount)');
  return rowsOf<StatementRow>(
    db,
    sql`with grouped as (
      select supplier_id, category_id, grouping(supplier_id, category_id) as level,
        sum(net_amount) filter (where month >= ${start}) as spend,
        sum(${savings}) filter (where month >= ${start}) as savings,
        sum(net_amount) filter (where month >= ${previousStart} and month < ${start}) as previous_spend,
        sum(${savings}) filter (where month >= ${previousStart} and month < ${start}) as previous_savings,
        sum(net_amount) filter (where month < ${lastYearEnd}) as last_year_spend,
        sum(${savings}) filter (where month < ${lastYearEnd}) as last_year_savings
      from purchase_monthly
      where member_id = ${memberId} and month >= ${lastYearStart} and month < ${quarterEnd(ref)}
        and (month >= ${previousStart} or month < ${lastYearEnd})
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
 * an unknown member.
 */
export async function loadQuarterStatement(
  db: DbExecutor,
  memberId: number,
  quarter: QuarterRef,
): Promise<QuarterStatement> {
  const [currency, rows] = await Promise.all([memberCurrency(db, memberId), statementRows(db, memberId, quarter)]);
  if (currency === null) throw notFound();
  return {
    year: quarter.year,
    quarter: quarter.quarter,
    currency,
    compare: comparedQuarters(quarter),
    ...assemble(rows),
  };
}
