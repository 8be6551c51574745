// Reads of the reports module: report documents (lists, one with its member), the yearly rebate
// statement's figures from the rollup, and which statements a slice of imported data touches.
import { sql } from 'drizzle-orm';
import { type DbExecutor } from '../../db/client';
import { type PageWindow } from '../../http/pagination';

/** A stored report document with its member's name (what the list, the PDF and the mail need). */
export type ReportRow = {
  id: number;
  memberId: number;
  memberName: string;
  kind: number;
  periodYear: number;
  periodQuarter: number | null;
  version: number;
  data: unknown;
  currency: string;
  issuedAt: Date;
};

type RawReport = {
  id: number;
  member_id: number;
  member_name: string;
  kind: number;
  period_year: number;
  period_quarter: number | null;
  version: number;
  data: unknown;
  currency: string;
  issued_at: Date | string;
  total?: number | string;
};

const REPORT_COLUMNS = sql`r.id, r.member_id, m.name as member_name, r.kind, r.period_year, r.period_quarter,
  r.version, r.currency, r.issued_at`;

function toReportRow(row: RawReport): ReportRow {
  return {
    id: Number(row.id),
    memberId: Number(row.member_id),
    memberName: row.member_name,
    kind: Number(row.kind),
    periodYear: Number(row.period_year),
    periodQuarter: row.period_quarter === null ? null : Number(row.period_quarter),
    version: Number(row.version),
    data: row.data ?? null,
    currency: row.currency,
    issuedAt: row.issued_at instanceof Date ? row.issued_at : new Date(row.issued_at),
  };
}

/** One page of a member's documents, newest period first (then newest issue), with the total count. */
export async function listReports(
  db: DbExecutor,
  memberId: number,
  kinds: readonly number[],
  window: PageWindow,
): Promise<{ total: number; rows: ReportRow[] }> {
  const kindFilter = kinds.length > 0 ? sql`and r.kind in (${sql.join(kinds.map(Number), sql`, `)})` : sql``;
  const result = (await db.execute(sql`
    select ${REPORT_COLUMNS}, count(*) over () as total
      from report_documents r join members m on m.id = r.member_id
     where r.member_id = ${memberId} ${kindFilter}
     order by r.period_year desc, coalesce(r.period_quarter, 5) desc, r.kind, r.id desc
     limit ${window.limit} offset ${window.offset}`)) as unknown as { rows: RawReport[] };
  return { total: Number(result.rows[0]?.total ?? 0), rows: result.rows.map(toReportRow) };
}

/** A report document with its snapshot, or null. */
export async function findReport(db: DbExecutor, id: number): Promise<ReportRow | null> {
  const result = (await db.execute(sql`
    select ${REPORT_COLUMNS}, r.data
      from report_documents r join members m on m.id = r.member_id
     where r.id = ${id}`)) as unknown as { rows: RawReport[] };
  const row = result.rows[0];
  return row ? toReportRow(row) : null;
}

export type YearRow = {
  supplier_id: number;
  supplier_code: string;
  supplier_name: string;
  category_id: number;
  category_code: string;
  category_name: string;
  spend: string;
  list_amount: string;
  rebates: string;
  savings: string;
};

/** Spend, list amount, rebates and savings per supplier and category over a calendar year. */
export async function yearFigures(db: DbExecutor, memberId: number, year: number): Promise<YearRow[]> {
  const result = (await db.execute(sql`
    select s.id as supplier_id, s.code as supplier_code, s.name as supplier_name,
           c.id as category_id, c.code as category_code, c.name as category_name,
           sum(m.net_amount)::numeric(16,2)::text as spend,
           sum(m.list_amount)::numeric(16,2)::text as list_amount,
           sum(m.rebate_amount)::numeric(16,2)::text as rebates,
           sum(m.list_amount - m.net_amount + m.rebate_amount)::numeric(16,2)::text as savings
      from purchase_monthly m
      join suppliers s on s.id = m.supplier_id
      join purchase_categories c on c.id = m.category_id
     where m.member_id = ${memberId}
       and m.month >= make_date(${year}::int, 1, 1) and m.month < make_date(${year}::int + 1, 1, 1)
     group by s.id, c.id
     order by sum(sum(m.net_amount)) over (partition by s.id) desc, s.name, sum(m.net_amount) desc, c.name`)) as unknown as {
    rows: YearRow[];
  };
  return result.rows;
}

/** The stored documents whose period overlaps [periodStart, periodEnd) for these members. */
export async function documentsOverlapping(
  db: DbExecutor,
  memberIds: readonly number[],
  periodStart: string,
  periodEnd: string,
): Promise<{ memberId: number; kind: number; periodYear: number; periodQuarter: number | null }[]> {
  if (memberIds.length === 0) return [];
  const result = (await db.execute(sql`
    select member_id, kind, period_year, period_quarter from (
      select r.*, make_date(r.period_year, coalesce(r.period_quarter, 1) * 3 - 2, 1) as starts,
             make_date(r.period_year, coalesce(r.period_quarter, 1) * 3 - 2, 1)
               + case when r.period_quarter is null then interval '1 year' else interval '3 months' end as ends
        from report_documents r
       where r.member_id in (${sql.join(memberIds.map(Number), sql`, `)})
    ) d
     where d.starts < ${periodEnd}::date and d.ends > ${periodStart}::date
     order by member_id, period_year, period_quarter nulls last, kind`)) as unknown as {
    rows: { member_id: number; kind: number; period_year: number; period_quarter: number | null }[];
  };
  return result.rows.map((row) => ({
    memberId: Number(row.member_id),
    kind: Number(row.kind),
    periodYear: Number(row.period_year),
    periodQuarter: row.period_quarter === null ? null : Number(row.period_quarter),
  }));
}

/** Each member's quarters with purchase data, for the seed. */
export async function quartersWithData(db: DbExecutor): Promise<{ memberId: number; year: number; quarter: number }[]> {
  const result = (await db.execute(sql`
    select distinct member_id, extract(year from month)::int as year, extract(quarter from month)::int as quarter
      from purchase_monthly
     order by member_id, year, quarter`)) as unknown as {
    rows: { member_id: number; year: number; quarter: number }[];
  };
  return result.rows.map((row) => ({
    memberId: Number(row.member_id),
    year: Number(row.year),
    quarter: Number(row.quarter),
  }));
}

/** The active owners and managers of a member: who hears that a statement is ready. */
export async function statementRecipients(
  db: DbExecutor,
  memberId: number,
  roles: readonly number[],
): Promise<number[]> {
  const result = (await db.execute(sql`
    select id from users
     where member_id = ${memberId} and is_active and role in (${sql.join(roles.map(Number), sql`, `)})
     order by id`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}
