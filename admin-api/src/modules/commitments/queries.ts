// Reads of commitments: the rows with their member, supplier, category and tiers in one statement,
// each commitment's net per month from the rollup, and what tracking needs of the member.
import { sql, type SQL } from 'drizzle-orm';
import { type CommitmentTier } from '../../contract/purchasing';
import { type DbExecutor, rowsOf } from '../../db/client';
import { type PageWindow } from '../../http/pagination';
import { FEATURE } from '../../rules/features';
import { USER_ROLE } from '../../rules/levels';

export type CommitmentRow = {
  id: number;
  member_id: number;
  member_name: string;
  supplier_id: number | null;
  supplier_code: string | null;
  supplier_name: string | null;
  category_id: number | null;
  category_code: string | null;
  category_name: string | null;
  period_start: string;
  period_end: string;
  target_amount: string;
  currency: string;
  note: string;
  tiers: CommitmentTier[];
};

function selectCommitments(where: SQL, tail: SQL = sql``): SQL {
  return sql`
    select c.id, c.member_id, m.name as member_name,
      c.supplier_id, s.code as supplier_code, s.name as supplier_name,
      c.category_id, pc.code as category_code, pc.name as category_name,
      c.period_start::text as period_start, c.period_end::text as period_end,
      c.target_amount::text as target_amount, c.currency, c.note,
      coalesce((
        select json_agg(json_build_object(
          'thresholdAmount', t.threshold_amount::text,
          'discountPercent', t.discount_percent::float8,
          'label', t.label) order by t.threshold_amount)
        from commitment_tiers t where t.commitment_id = c.id), '[]'::json) as tiers,
      count(*) over ()::int as total
    from commitments c
    join members m on m.id = c.member_id
    left join suppliers s on s.id = c.supplier_id
    left join purchase_categories pc on pc.id = c.category_id
    where ${where}
    ${tail}`;
}

export type ListFilter = {
  /** null: every member (staff without a member). */
  memberId: number | null;
  status: 'active' | 'ended' | undefined;
  /** Today, YYYY-MM-DD: a commitment is active until its period has ended. */
  today: string;
};

function listWhere({ memberId, status, today }: ListFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (memberId !== null) parts.push(sql`c.member_id = ${memberId}`);
  if (status === 'active') parts.push(sql`c.period_end > ${today}::date`);
  if (status === 'ended') parts.push(sql`c.period_end <= ${today}::date`);
  return sql.join(parts, sql` and `);
}

/** One page of commitments (newest period first) and the total. */
export async function listCommitments(
  db: DbExecutor,
  filter: ListFilter,
  window: PageWindow,
): Promise<{ rows: CommitmentRow[]; total: number }> {
  const rows = await rowsOf<CommitmentRow & { total: number }>(
    db,
    selectCommitments(
      listWhere(filter),
      sql`order by c.period_start desc, c.id desc limit ${window.limit} offset ${window.offset}`,
    ),
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function commitmentById(db: DbExecutor, id: number): Promise<CommitmentRow | null> {
  const [row] = await rowsOf<CommitmentRow>(db, selectCommitments(sql`c.id = ${id}`));
  return row ?? null;
}

/** A member's commitments whose period ends after `since` (YYYY-MM-DD). */
export function memberCommitments(db: DbExecutor, memberId: number, since: string): Promise<CommitmentRow[]> {
  return rowsOf<CommitmentRow>(
    db,
    selectCommitments(sql`c.member_id = ${memberId} and c.period_end > ${since}::date`, sql`order by c.id`),
  );
}

/**
 * The net of each commitment per month of its period (`YYYY-MM`), from the rollup, filtered by the
 * commitment's supplier and/or category, up to the month of `until` (YYYY-MM-DD).
 */
export async function monthlyNet(
  db: DbExecutor,
  ids: readonly number[],
  until: string,
): Promise<Map<number, Map<string, string>>> {
  const byId = new Map<number, Map<string, string>>(ids.map((id) => [id, new Map()]));
  if (ids.length === 0) return byId;
  const rows = await rowsOf<{ id: number; month: string; net: string }>(
    db,
    sql`
      select c.id, to_char(pm.month, 'YYYY-MM') as month, sum(pm.net_amount)::text as net
      from commitments c
      join purchase_monthly pm on pm.member_id = c.member_id
        and pm.month >= c.period_start and pm.month < c.period_end
        and pm.month <= date_trunc('month', ${until}::date)::date
        and (c.supplier_id is null or pm.supplier_id = c.supplier_id)
        and (c.category_id is null or pm.category_id = c.category_id)
      where c.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by c.id, pm.month`,
  );
  for (const row of rows) byId.get(Number(row.id))?.set(row.month, row.net);
  return byId;
}

/** The member's latest invoice date (YYYY-MM-DD) and currency. */
export async function memberFigures(
  db: DbExecutor,
  memberId: number,
): Promise<{ dataAsOf: string | null; currency: string } | null> {
  const [row] = await rowsOf<{ data_as_of: string | null; currency: string }>(
    db,
    sql`
      select (select max(l.invoice_date)::text from purchase_lines l where l.member_id = m.id) as data_as_of,
        co.currency
      from members m join countries co on co.id = m.country_id
      where m.id = ${memberId}`,
  );
  return row ? { dataAsOf: row.data_as_of, currency: row.currency } : null;
}

/**
 * Active commitments not yet notified as at risk, of members whose country offers the Commitments
 * feature (elsewhere nobody could open them); of some members only when `memberIds` is given.
 */
export function commitmentsToWatch(
  db: DbExecutor,
  today: string,
  memberIds: readonly number[] | null,
): Promise<CommitmentRow[]> {
  const members =
    memberIds === null
      ? sql`true`
      : memberIds.length === 0
        ? sql`false`
        : sql`c.member_id in (${sql.join(
            memberIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  return rowsOf<CommitmentRow>(
    db,
    selectCommitments(
      sql`c.period_start <= ${today}::date and c.period_end > ${today}::date and c.at_risk_notified_at is null
        and ${members}
        and exists (select 1 from feature_flags f
          where f.country_id = m.country_id and f.feature = ${FEATURE.commitments} and f.available)`,
      sql`order by c.member_id, c.id`,
    ),
  );
}

/** Who hears that a member's commitment is at risk: its active owners and managers, and the levels the feature needs. */
export async function atRiskAudience(
  db: DbExecutor,
  memberId: number,
): Promise<{ recipients: number[]; levels: number[] }> {
  const [row] = await rowsOf<{ recipients: number[] | null; levels: number[] | null }>(
    db,
    sql`
      select
        (select array_agg(u.id order by u.id) from users u
          where u.member_id = m.id and u.is_active and u.role in (${USER_ROLE.owner}, ${USER_ROLE.manager})) as recipients,
        (select f.levels from feature_flags f where f.country_id = m.country_id and f.feature = ${FEATURE.commitments}) as levels
      from members m where m.id = ${memberId}`,
  );
  return { recipients: (row?.recipients ?? []).map(Number), levels: (row?.levels ?? []).map(Number) };
}
