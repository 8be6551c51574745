// The at-risk notification (beyond the spec, docs/api.md "Commitments"): when an active commitment
// is projected to fall short, its member's active owners and managers get one notification of type
// Report. Exactly once per commitment (once per period: a new period clears the mark): the mark is
// set by a conditional update that only one process can win, in the same transaction as the
// notifications. It runs after an import commits, for the members the import touched, and once a
// day for everyone, that run guarded by an advisory lock so only one process of several does it.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { type Db, type DbExecutor } from '../../db/client';
import { commitments } from '../../db/schema/commitments';
import { notifications } from '../../db/schema/notifications';
import { runWhileUp } from '../../http/background-task';
import { voicesOf } from '../../i18n/recipients';
import { type Voice, voiceOf } from '../../i18n/translate';
import { type CommitmentRow, atRiskAudience, commitmentsToWatch, memberFigures } from './queries';
import { memberAsOf, todayOf, trackRows } from './track';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often the check runs while the API is up. */
export const AT_RISK_CHECK_INTERVAL_MS = DAY_MS;

/** The advisory lock of the daily check (any constant shared by every process of this API). */
const AT_RISK_LOCK_KEY = 410_015;

export const AT_RISK_VERB = 'is at risk';

/**
 * "2026" for a calendar year, else its first and last months as the recipient's locale writes them:
 * "mars 2026–feb. 2027" in Swedish, "Mar 2026 – Feb 2027" in English (issue 24: never ISO months).
 */
function periodLabel(start: string, end: string, voice: Voice): string {
  const first = new Date(`${start.slice(0, 7)}-01T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`);
  last.setUTCMonth(last.getUTCMonth() - 1);
  const lastMonth = last.toISOString().slice(0, 7);
  if (start.endsWith('-01-01') && lastMonth === `${start.slice(0, 4)}-12`) return start.slice(0, 4);
  return voice.months(first, new Date(`${lastMonth}-01T00:00:00Z`));
}

/** The notification's title: what the commitment is about (its category in the recipient's language), and its period. */
export function atRiskTitle(row: CommitmentRow, voice: Voice = voiceOf(null)): string {
  const category =
    row.category_code && row.category_name
      ? voice.category({ code: row.category_code, name: row.category_name })
      : null;
  const subject = [row.supplier_name, category].filter(Boolean).join(' / ');
  return `${subject} – ${periodLabel(row.period_start, row.period_end, voice)}`.slice(0, 255);
}

async function notifyOnce(tx: DbExecutor, row: CommitmentRow, now: Date): Promise<boolean> {
  const marked = await tx
    .update(commitments)
    .set({ atRiskNotifiedAt: now })
    .where(and(eq(commitments.id, row.id), isNull(commitments.atRiskNotifiedAt)))
    .returning({ id: commitments.id });
  if (marked.length === 0) return false;
  const { recipients, levels } = await atRiskAudience(tx, Number(row.member_id));
  if (recipients.length > 0) {
    const voices = await voicesOf(tx, recipients);
    await tx.insert(notifications).values(
      recipients.map((recipientId) => ({
        recipientId,
        actorId: Number(row.id),
        actorTitle: atRiskTitle(row, voices.get(recipientId)),
        // The Commitments feature's levels: whoever could not open the commitment does not see it.
        actorLevels: levels,
        verb: AT_RISK_VERB,
        description: 'Report',
        timestamp: now,
      })),
    );
  }
  return true;
}

async function checkIn(tx: DbExecutor, now: Date, memberIds: readonly number[] | null): Promise<number[]> {
  const today = todayOf(now);
  const rows = await commitmentsToWatch(tx, today, memberIds);
  const byMember = new Map<number, CommitmentRow[]>();
  for (const row of rows) byMember.set(Number(row.member_id), [...(byMember.get(Number(row.member_id)) ?? []), row]);
  const notified: number[] = [];
  for (const [memberId, own] of byMember) {
    const figures = await memberFigures(tx, memberId);
    const tracked = await trackRows(tx, own, memberAsOf(figures?.dataAsOf ?? null, today), today);
    for (const [index, commitment] of tracked.entries()) {
      const row = own[index];
      if (commitment.status === 'at_risk' && row && (await notifyOnce(tx, row, now))) notified.push(row.id);
    }
  }
  return notified;
}

/**
 * Notifies the commitments now at risk, of these members (after an import commits: the members it
 * touched) or of every member; answers the ids of the commitments notified now.
 */
export function checkCommitmentsAtRisk(db: Db, now: Date, memberIds?: readonly number[]): Promise<number[]> {
  return db.transaction((tx) => checkIn(tx, now, memberIds ?? null));
}

/** The daily run: skipped (empty) while another process holds the lock. */
export function dailyAtRiskCheck(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${AT_RISK_LOCK_KEY}) as locked`,
    )) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!result.rows[0]?.locked) return [];
    return checkIn(tx, now, null);
  });
}

/** Checks once the API is ready, then every day, until it closes. */
export function scheduleAtRiskCheck(app: FastifyInstance, ctx: AppContext, intervalMs = AT_RISK_CHECK_INTERVAL_MS) {
  runWhileUp(
    app,
    intervalMs,
    async () => {
      const ids = await dailyAtRiskCheck(ctx.db, ctx.now());
      if (ids.length > 0) app.log.info({ count: ids.length }, 'notified commitments at risk');
    },
    'could not check commitments at risk',
  );
}
