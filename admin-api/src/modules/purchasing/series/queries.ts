// Reads of the spend-and-savings series. Every series is one statement over the rollup
// `purchase_monthly`, reading the member's rows by its primary-key prefix (member_id, month); the
// database sums, groups and ranks (GROUP BY, FILTER, window functions), and serialize.ts rounds.
import { sql } from 'drizzle-orm';
import { type DbExecutor, rowsOf } from '../../../db/client';
import { type PageWindow } from '../../../http/pagination';

/** Decimal sums arrive as strings (numeric), null when no row was summed. */
type Sum = string | null;

/** Savings of rollup rows: list price minus net paid, plus rebates. */
const SAVINGS = sql.raw('(list_amount - net_amount + rebate_amount)');

/** The first month of the group's data: the earliest imported period of any supplier. */
export async function groupFirstMonth(db: DbExecutor): Promise<string | null> {
  const [row] = await rowsOf<{ first: string | null }>(
    db,
    sql`select min(period_start)::text as first from purchase_imports`,
  );
  return row?.first ?? null;
}

/** A span of months: [from, to). */
export type Months = { from: string; to: string };

export type YearSumRow = {
  spend: Sum;
  list: Sum;
  rebates: Sum;
  previous_spend: Sum;
  previous_savings: Sum;
  data_as_of: string | null;
};

/** This year's months to date and the same months of the year before, in one range scan. */
export async function yearSum(
  db: DbExecutor,
  memberId: number,
  current: Months,
  previous: Months,
): Promise<YearSumRow> {
  const [row] = await rowsOf<YearSumRow>(
    db,
    sql`select
      sum(net_amount) filter (where month >= ${current.from}) as spend,
      sum(list_amount) filter (where month >= ${current.from}) as list,
      sum(rebate_amount) filter (where month >= ${current.from}) as rebates,
      sum(net_amount) filter (where month < ${previous.to}) as previous_spend,
      sum(${SAVINGS}) filter (where month < ${previous.to}) as previous_savings,
      (select max(invoice_date)::text from purchase_lines where member_id = ${memberId}) as data_as_of
    from purchase_monthly
    where member_id = ${memberId} and month >= ${previous.from} and month < ${current.to}
      and (month >= ${current.from} or month < ${previous.to})`,
  );
  return (
    row ?? { spend: null, list: null, rebates: null, previous_spend: null, previous_savings: null, data_as_of: null }
  );
}

export type ShareRow = { id: number; code: string; name: string; spend: string; savings: string; total: string };

/** Spend and savings per category over the months, by spend; `total` is the window sum of all. */
export function categorySpend(db: DbExecutor, memberId: number, months: Months): Promise<ShareRow[]> {
  return rowsOf<ShareRow>(
    db,
    sql`select c.id, c.code, c.name, t.spend, t.savings, t.total
    from (
      select category_id, sum(net_amount) as spend, sum(${SAVINGS}) as savings, sum(sum(net_amount)) over () as total
      from purchase_monthly
      where member_id = ${memberId} and month >= ${months.from} and month < ${months.to}
      group by category_id
    ) t
    join purchase_categories c on c.id = t.category_id
    order by t.spend desc, c.position, c.id`,
  );
}

export type SupplierUsageRow = ShareRow & { on_agreement: string };

/** Spend and savings per supplier over the months, with the part bought under the agreement. */
export function supplierUsage(db: DbExecutor, memberId: number, months: Months): Promise<SupplierUsageRow[]> {
  return rowsOf<SupplierUsageRow>(
    db,
    sql`select s.id, s.code, s.name, t.spend, t.savings, t.on_agreement, t.total
    from (
      select supplier_id, sum(net_amount) as spend, sum(${SAVINGS}) as savings,
        sum(net_amount - off_agreement_net) as on_agreement, sum(sum(net_amount)) over () as total
      from purchase_monthly
      where member_id = ${memberId} and month >= ${months.from} and month < ${months.to}
      group by supplier_id
    ) t
    join suppliers s on s.id = t.supplier_id
    order by t.spend desc, s.name, s.id`,
  );
}

export type TopSupplierRow = ShareRow & { rank: number; total_savings: string };

/**
 * The five suppliers with the most spend: `rank()` gives tied suppliers one rank, `row_number()`
 * keeps the list at five (ties broken by id); the totals over every supplier come by window.
 */
export function topSuppliers(db: DbExecutor, memberId: number, months: Months): Promise<TopSupplierRow[]> {
  return rowsOf<TopSupplierRow>(
    db,
    sql`select s.id, s.code, s.name, t.spend, t.savings, t.rank::int as rank, t.total, t.total_savings
    from (
      select supplier_id, sum(net_amount) as spend, sum(${SAVINGS}) as savings,
        rank() over (order by sum(net_amount) desc) as rank,
        row_number() over (order by sum(net_amount) desc, supplier_id) as position,
        sum(sum(net_amount)) over () as total, sum(sum(${SAVINGS})) over () as total_savings
      from purchase_monthly
      where member_id = ${memberId} and month >= ${months.from} and month < ${months.to}
      group by supplier_id
    ) t
    join suppliers s on s.id = t.supplier_id
    where t.position <= 5
    order by t.position`,
  );
}

export type QuarterSumRow = { start: string; spend: string; savings: string; list: string; previous_spend: Sum };

/**
 * Spend and savings of each quarter from `first` to `last` (quarter starts), empty quarters as 0,
 * with the quarter before's spend by `lag()`.
 */
export function quarterSums(db: DbExecutor, memberId: number, first: string, last: string): Promise<QuarterSumRow[]> {
  return rowsOf<QuarterSumRow>(
    db,
    sql`select to_char(q.start, 'YYYY-MM-DD') as start,
      coalesce(sum(p.net_amount), 0) as spend,
      coalesce(sum(p.list_amount - p.net_amount + p.rebate_amount), 0) as savings,
      coalesce(sum(p.list_amount), 0) as list,
      lag(coalesce(sum(p.net_amount), 0)) over (order by q.start) as previous_spend
    from generate_series(${first}::date, ${last}::date, interval '3 months') as q(start)
    left join purchase_monthly p
      on p.member_id = ${memberId} and p.month >= q.start and p.month < q.start + interval '3 months'
    group by q.start
    order by q.start`,
  );
}

export type PeriodRowData = {
  start: string;
  spend: string;
  savings: string;
  list: string;
  suppliers: number;
  lines: number;
  total: number;
};

/** The quarters with data before `to`, newest first, one page; `total` counts them all (window). */
export function periodPage(db: DbExecutor, memberId: number, to: string, window: PageWindow): Promise<PeriodRowData[]> {
  return rowsOf<PeriodRowData>(
    db,
    sql`select to_char(date_trunc('quarter', month::timestamp), 'YYYY-MM-DD') as start,
      sum(net_amount) as spend, sum(${SAVINGS}) as savings, sum(list_amount) as list,
      count(distinct supplier_id)::int as suppliers, sum(lines)::int as lines,
      (count(*) over ())::int as total
    from purchase_monthly
    where member_id = ${memberId} and month < ${to}
    group by 1
    order by 1 desc
    limit ${window.limit} offset ${window.offset}`,
  );
}

export type CoverageRow = { first_month: string | null; data_as_of: string | null };

/** The member's first month with data and latest invoice date: what part of a quarter its figures cover. */
export async function coverageSpan(db: DbExecutor, memberId: number): Promise<CoverageRow> {
  const [row] = await rowsOf<CoverageRow>(
    db,
    sql`select (select min(month)::text from purchase_monthly where member_id = ${memberId}) as first_month,
      (select max(invoice_date)::text from purchase_lines where member_id = ${memberId}) as data_as_of`,
  );
  return row ?? { first_month: null, data_as_of: null };
}

export type DataSpanRow = { first: string | null; last: string | null; years: number[] | null };

/** The member's first and last month with data before `to`, and its years, newest first. */
export async function dataSpan(db: DbExecutor, memberId: number, to: string): Promise<DataSpanRow> {
  const [row] = await rowsOf<DataSpanRow>(
    db,
    sql`select min(month)::text as first, max(month)::text as last,
      array_agg(distinct extract(year from month)::int order by extract(year from month)::int desc) as years
    from purchase_monthly
    where member_id = ${memberId} and month < ${to}`,
  );
  return row ?? { first: null, last: null, years: null };
}

export type AdditionalInfoRow = {
  data_as_of: string | null;
  last_imported_at: Date | string | null;
  suppliers: number;
  agreement_suppliers: number;
};

/**
 * The "data up to" line: the member's latest invoice date, when the files holding its data were
 * last imported (the imports of the member's supplier-months: each belongs to exactly one, which
 * starts at most two months before, a file being a month or a quarter), and the
 * suppliers it bought from in the months, with how many have an agreement.
 */
export async function additionalInfo(db: DbExecutor, memberId: number, months: Months): Promise<AdditionalInfoRow> {
  const [row] = await rowsOf<AdditionalInfoRow>(
    db,
    sql`select
      (select max(invoice_date)::text from purchase_lines where member_id = ${memberId}) as data_as_of,
      (select max(i.imported_at)
        from purchase_monthly p
        join purchase_imports i on i.supplier_id = p.supplier_id and i.period_end > p.month
          and i.period_start <= p.month and i.period_start > p.month - interval '3 months'
        where p.member_id = ${memberId}) as last_imported_at,
      count(distinct p.supplier_id)::int as suppliers,
      (count(distinct p.supplier_id) filter (where s.has_agreement))::int as agreement_suppliers
    from purchase_monthly p
    join suppliers s on s.id = p.supplier_id
    where p.member_id = ${memberId} and p.month >= ${months.from} and p.month < ${months.to}`,
  );
  return row ?? { data_as_of: null, last_imported_at: null, suppliers: 0, agreement_suppliers: 0 };
}

export type MissedSavingsRow = {
  id: number;
  code: string;
  name: string;
  discount: string;
  off_agreement: string;
  missed: string;
  supplier_id: number | null;
  supplier_name: string | null;
};

/**
 * Per category, what the member bought outside the agreements and what the agreement's discount
 * would have saved on it; the agreement supplier shown is the one the member bought most from
 * under the agreement in that category.
 */
export function missedSavings(db: DbExecutor, memberId: number, months: Months): Promise<MissedSavingsRow[]> {
  return rowsOf<MissedSavingsRow>(
    db,
    sql`with bought as (
      select category_id, supplier_id, sum(off_agreement_net) as off_agreement,
        sum(net_amount - off_agreement_net) as on_agreement
      from purchase_monthly
      where member_id = ${memberId} and month >= ${months.from} and month < ${months.to}
      group by category_id, supplier_id
    ), best as (
      select distinct on (b.category_id) b.category_id, s.id, s.name
      from bought b join suppliers s on s.id = b.supplier_id and s.has_agreement
      where b.on_agreement > 0
      order by b.category_id, b.on_agreement desc, s.id
    ), off_agreement as (
      select category_id, sum(off_agreement) as off_agreement from bought group by category_id having sum(off_agreement) <> 0
    )
    select c.id, c.code, c.name, c.agreement_discount_percent::text as discount, o.off_agreement,
      round(o.off_agreement * c.agreement_discount_percent / 100, 2) as missed,
      best.id as supplier_id, best.name as supplier_name
    from off_agreement o
    join purchase_categories c on c.id = o.category_id
    left join best on best.category_id = o.category_id
    order by missed desc, c.position, c.id`,
  );
}
