// Tracking: each commitment against the rollup, projected to the end of its period (projection.ts).
// The figures reach the member's latest invoice date, but never today (it is not over yet); once a
// period has ended by the calendar it is judged on what was imported for it.
import { type CommitmentStatus, type CommitmentTracking, type TrackedCommitment } from '../../contract/purchasing';
import { type DbExecutor } from '../../db/client';
import { dateOfDay, dayNumber, fromCents, project, toCents } from './projection';
import { type CommitmentRow, memberCommitments, memberFigures, monthlyNet } from './queries';
import { serializeTracked } from './serialize';

/** The last whole day the member's figures cover: yesterday, or the latest invoice date if earlier. */
export function memberAsOf(dataAsOf: string | null, today: string): string {
  const yesterday = dateOfDay(dayNumber(today) - 1);
  return dataAsOf !== null && dataAsOf < yesterday ? dataAsOf : yesterday;
}

function asOfFor(row: CommitmentRow, asOf: string, today: string): string {
  return today >= row.period_end ? dateOfDay(dayNumber(row.period_end) - 1) : asOf;
}

/** Tracks the given commitments (all of one member, who has figures up to `asOf`). */
export async function trackRows(
  db: DbExecutor,
  rows: readonly CommitmentRow[],
  asOf: string,
  today: string,
): Promise<TrackedCommitment[]> {
  const latest = rows.reduce((max, row) => (asOfFor(row, asOf, today) > max ? asOfFor(row, asOf, today) : max), asOf);
  const months = await monthlyNet(
    db,
    rows.map((row) => Number(row.id)),
    latest,
  );
  return rows.map((row) => {
    const rowAsOf = asOfFor(row, asOf, today);
    const monthPrefix = rowAsOf.slice(0, 7);
    const own = new Map(
      [...(months.get(Number(row.id)) ?? new Map<string, string>())].filter(([m]) => m <= monthPrefix),
    );
    const actual = fromCents([...own.values()].reduce((sum, net) => sum + toCents(net), 0n));
    const projection = project({
      actual,
      asOf: rowAsOf,
      periodStart: row.period_start,
      periodEnd: row.period_end,
      target: row.target_amount,
      tiers: row.tiers,
      months: own,
    });
    return serializeTracked(row, actual, projection);
  });
}

const ACTIVE_ORDER: Readonly<Record<CommitmentStatus, number>> = { at_risk: 0, on_track: 1, achieved: 2, missed: 3 };

function shortfall(c: TrackedCommitment): bigint {
  return toCents(c.targetAmount) - toCents(c.projectedAmount);
}

/** Active first (at risk by largest shortfall, then on track, then achieved), then ended ones, latest first. */
export function trackingOrder(today: string) {
  return (a: TrackedCommitment, b: TrackedCommitment): number => {
    const aActive = a.periodEnd > today;
    const bActive = b.periodEnd > today;
    if (aActive !== bActive) return aActive ? -1 : 1;
    if (!aActive) return b.periodEnd.localeCompare(a.periodEnd) || a.id - b.id;
    const byStatus = ACTIVE_ORDER[a.status] - ACTIVE_ORDER[b.status];
    if (byStatus !== 0) return byStatus;
    if (a.status === 'at_risk') {
      const gap = shortfall(b) - shortfall(a);
      if (gap !== 0n) return gap > 0n ? 1 : -1;
    }
    return a.periodEnd.localeCompare(b.periodEnd) || a.id - b.id;
  };
}

/** `commitments/track/`: the member's active commitments and those ended in the last 12 months. */
export async function trackMember(db: DbExecutor, memberId: number, today: string): Promise<CommitmentTracking> {
  const figures = await memberFigures(db, memberId);
  const asOf = memberAsOf(figures?.dataAsOf ?? null, today);
  const yearAgo = new Date(`${today}T00:00:00Z`);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const rows = await memberCommitments(db, memberId, yearAgo.toISOString().slice(0, 10));
  const results = await trackRows(db, rows, asOf, today);
  return { asOf, currency: figures?.currency ?? 'EUR', results: results.sort(trackingOrder(today)) };
}

/** One commitment with its progress (`commitments/{id}/`, and the answer of a write). */
export async function trackOne(db: DbExecutor, row: CommitmentRow, today: string): Promise<TrackedCommitment> {
  const figures = await memberFigures(db, Number(row.member_id));
  const [tracked] = await trackRows(db, [row], memberAsOf(figures?.dataAsOf ?? null, today), today);
  if (!tracked) throw new Error(`Could not track commitment ${row.id}`);
  return tracked;
}

/** Today as the API counts days: the UTC date of the app's clock. */
export const todayOf = (now: Date): string => now.toISOString().slice(0, 10);
