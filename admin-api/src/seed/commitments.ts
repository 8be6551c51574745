// Demo commitments (plan §3.1), after the purchase data: for Smådjursklinik Göteborg one far below
// its target (at risk), one on track, one achieved and one missed last year; for Djurkliniken Solna
// one at risk; for Vetgroup Umeå one on track and one achieved. Targets are computed from the
// rollup at seed time, so these statuses hold whatever the generated data (with no purchase data the
// commitments still exist, on a fallback target, but cannot reach their statuses). Then the at-risk
// check runs, so the owners and managers have their notification. Runs only while there is none.
import { count, desc, eq, sql } from 'drizzle-orm';
import { type CommitmentStatus } from '../contract/purchasing';
import { type Db, type DbTransaction } from '../db/client';
import { members } from '../db/schema/accounts';
import { commitments, commitmentTiers } from '../db/schema/commitments';
import { countries } from '../db/schema/locale';
import { purchaseCategories, suppliers } from '../db/schema/purchasing';
import { checkCommitmentsAtRisk } from '../modules/commitments/at-risk';
import { fromCents, toCents } from '../modules/commitments/projection';
import { commitmentById } from '../modules/commitments/queries';
import { todayOf, trackOne } from '../modules/commitments/track';

type Subject = { supplier: boolean; category: boolean; rank: number };
type Plan = {
  member: string;
  status: CommitmentStatus;
  subject: Subject;
  /** The period: months back from this month and length, or `lastYear`. */
  period: { monthsBack: number; months: number } | 'lastYear';
  /** Tier thresholds as multiples of the target, with their discounts. */
  tiers: readonly [number, number, string][];
  note: string;
};

const SUPPLIER = (rank: number): Subject => ({ supplier: true, category: false, rank });
const CATEGORY = (rank: number): Subject => ({ supplier: false, category: true, rank });
const BOTH: Subject = { supplier: true, category: true, rank: 0 };

const TWO_TIERS: Plan['tiers'] = [
  [1, 2, 'Silver'],
  [1.25, 3.5, 'Gold'],
];
const THREE_TIERS: Plan['tiers'] = [
  [0.75, 1, 'Bronze'],
  [1, 2.5, 'Silver'],
  [1.3, 4, 'Gold'],
];

export const COMMITMENT_PLANS: readonly Plan[] = [
  {
    member: 'Smådjursklinik Göteborg',
    status: 'at_risk',
    subject: SUPPLIER(0),
    period: { monthsBack: 5, months: 12 },
    tiers: THREE_TIERS,
    note: 'Annual volume agreement; the best price needs the Gold tier.',
  },
  {
    member: 'Smådjursklinik Göteborg',
    status: 'on_track',
    subject: CATEGORY(0),
    period: { monthsBack: 2, months: 12 },
    tiers: TWO_TIERS,
    note: '',
  },
  {
    member: 'Smådjursklinik Göteborg',
    status: 'achieved',
    subject: SUPPLIER(1),
    period: { monthsBack: 8, months: 12 },
    tiers: THREE_TIERS,
    note: 'Renewed after last year.',
  },
  {
    member: 'Smådjursklinik Göteborg',
    status: 'missed',
    subject: BOTH,
    period: 'lastYear',
    tiers: TWO_TIERS,
    note: '',
  },
  {
    member: 'Djurkliniken Solna',
    status: 'at_risk',
    subject: CATEGORY(0),
    period: { monthsBack: 4, months: 12 },
    tiers: TWO_TIERS,
    note: '',
  },
  {
    member: 'Vetgroup Umeå',
    status: 'on_track',
    subject: SUPPLIER(0),
    period: { monthsBack: 3, months: 12 },
    tiers: THREE_TIERS,
    note: '',
  },
  {
    member: 'Vetgroup Umeå',
    status: 'achieved',
    subject: CATEGORY(1),
    period: { monthsBack: 6, months: 6 },
    tiers: TWO_TIERS,
    note: '',
  },
];

/** A target when the member has bought nothing to measure against. */
const FALLBACK_TARGET = 100_000_00n;

function monthStart(now: Date, monthsFromNow: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsFromNow, 1)).toISOString().slice(0, 10);
}

function periodOf(plan: Plan, now: Date): { start: string; end: string } {
  if (plan.period === 'lastYear') {
    const year = now.getUTCFullYear() - 1;
    return { start: `${year}-01-01`, end: `${year + 1}-01-01` };
  }
  const start = monthStart(now, -plan.period.monthsBack);
  return { start, end: monthStart(now, plan.period.months - plan.period.monthsBack) };
}

/** The member's suppliers or categories by net over the last two years, largest first; else any. */
async function ranked(
  tx: DbTransaction,
  memberId: number,
  column: 'supplier_id' | 'category_id',
  today: string,
): Promise<number[]> {
  const result = (await tx.execute(sql`
    select ${sql.raw(column)} as id from purchase_monthly
    where member_id = ${memberId} and month >= (${today}::date - interval '2 years')
    group by 1 order by sum(net_amount) desc, 1`)) as unknown as { rows: { id: number }[] };
  const table = column === 'supplier_id' ? suppliers : purchaseCategories;
  const all = await tx.select({ id: table.id }).from(table).orderBy(table.id);
  const bought = result.rows.map((row) => Number(row.id));
  return [...bought, ...all.map((row) => row.id).filter((id) => !bought.includes(id))];
}

function scaled(cents: bigint, factor: number): bigint {
  return (cents * BigInt(Math.round(factor * 1000))) / 1000n;
}

/** The target that gives the plan its status, from what was bought (actual) and the projection. */
function targetFor(wanted: CommitmentStatus, actual: bigint, projected: bigint): bigint {
  switch (wanted) {
    case 'at_risk':
      return projected > 0n ? scaled(projected, 1.6) : FALLBACK_TARGET;
    case 'on_track':
      return projected > actual + 1n ? (actual + projected + 1n) / 2n : FALLBACK_TARGET;
    case 'achieved':
      return actual > 0n ? scaled(actual, 0.8) : FALLBACK_TARGET;
    case 'missed':
      return actual > 0n ? scaled(actual, 1.25) : FALLBACK_TARGET;
  }
}

async function seedOne(tx: DbTransaction, plan: Plan, memberId: number, currency: string, now: Date): Promise<void> {
  const [supplierIds, categoryIds] = await Promise.all([
    ranked(tx, memberId, 'supplier_id', todayOf(now)),
    ranked(tx, memberId, 'category_id', todayOf(now)),
  ]);
  const { start, end } = periodOf(plan, now);
  const [row] = await tx
    .insert(commitments)
    .values({
      memberId,
      supplierId: plan.subject.supplier ? (supplierIds[plan.subject.rank] ?? null) : null,
      categoryId: plan.subject.category ? (categoryIds[plan.subject.rank] ?? null) : null,
      periodStart: start,
      periodEnd: end,
      // Provisional: the tracking below measures the actual and the projection, then sets it.
      targetAmount: '1.00',
      currency,
      note: plan.note,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: commitments.id });
  const stored = row && (await commitmentById(tx, row.id));
  if (!stored) throw new Error('Could not seed a commitment');
  const today = todayOf(now);
  const tracked = await trackOne(tx, stored, today);
  const exact = targetFor(plan.status, toCents(tracked.actualAmount), toCents(tracked.projectedAmount));
  // Whole hundreds read like a real target; keep them only when they keep the status.
  const round = ((exact + 5_000n) / 10_000n) * 10_000n;
  const setTarget = (cents: bigint) =>
    tx
      .update(commitments)
      .set({ targetAmount: fromCents(cents) })
      .where(eq(commitments.id, stored.id));
  let target = round > 0n ? round : exact;
  await setTarget(target);
  const check = await trackOne(tx, { ...stored, target_amount: fromCents(target) }, today);
  if (check.status !== plan.status && target !== exact) {
    target = exact;
    await setTarget(target);
  }
  await tx.insert(commitmentTiers).values(
    plan.tiers.map(([factor, discount, label]) => ({
      commitmentId: stored.id,
      thresholdAmount: fromCents(scaled(target, factor)),
      discountPercent: String(discount),
      label,
    })),
  );
}

/** Seeds the demo commitments; false (and nothing changed) when there are some, or nothing to commit to. */
export async function seedCommitments(db: Db, at: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(commitments);
  if ((existing?.n ?? 0) > 0) return false;
  const [anySupplier] = await db.select({ id: suppliers.id }).from(suppliers).limit(1);
  const [anyCategory] = await db.select({ id: purchaseCategories.id }).from(purchaseCategories).limit(1);
  if (!anySupplier || !anyCategory) return false;
  const now = new Date(Math.floor(at.getTime() / 1000) * 1000);
  const memberRows = await db
    .select({ id: members.id, name: members.name, currency: countries.currency })
    .from(members)
    .innerJoin(countries, eq(countries.id, members.countryId))
    .orderBy(desc(members.id));
  const byName = new Map(memberRows.map((row) => [row.name, row]));
  const seeded = new Set<number>();
  await db.transaction(async (tx) => {
    for (const plan of COMMITMENT_PLANS) {
      const member = byName.get(plan.member);
      if (!member) continue;
      await seedOne(tx, plan, member.id, member.currency, now);
      seeded.add(member.id);
    }
  });
  await checkCommitmentsAtRisk(db, now, [...seeded]);
  return seeded.size > 0;
}
