// The digest's send queue (docs/admin-api.md "Digest", why not pg-boss): the delivery rows are the
// queue. A worker claims a batch of queued rows with `FOR UPDATE SKIP LOCKED` (the same SQL on PGlite
// and on a server, where several API processes share the work), mails each, and marks them sent in
// the same transaction; the outbox mailer writes its mails in that transaction too. A worker that is
// stopped or killed mid-batch rolls the batch back, mails included, and the next worker (after a
// restart) takes the rows up again: with the outbox, everyone gets exactly one mail. Over SMTP a
// mail handed to the relay just before a crash can go twice; batches of one keep that window to one
// mail. A mail that fails is tried again on later rounds, then counted failed.
import { type FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { DIGEST_API, DIGEST_PAGES, ONE_CLICK_BODY } from '../../contract/digest';
import { type DbTransaction, rowsOf } from '../../db/client';
import { digestDeliveries, digestIssues, digestSchedules } from '../../db/schema/digest';
import { runWhileUp } from '../../http/background-task';
import { type Mail } from '../../mail/mailer';
import { personalise } from './render';
import { isScheduleDue } from './rules';
import { apiUrl } from './serialize';
import { type UnsubscribeTokens } from './tokens';

/** Attempts before a delivery counts as failed. */
export const MAX_ATTEMPTS = 3;

export type QueueDeps = Pick<AppContext, 'db' | 'mailer' | 'config' | 'now'> & {
  tokens: UnsubscribeTokens;
  log?: Pick<FastifyInstance['log'], 'warn' | 'info'>;
};

export type QueueOptions = {
  /** Deliveries per transaction: the outbox takes many, SMTP one (see above). */
  batchSize?: number;
  /** Stop after this many batches (tests; the interval runs until nothing is left). */
  maxBatches?: number;
  /** Aborted: the batch in hand is rolled back, as a killed process's would be. */
  signal?: AbortSignal;
};

type Claimed = {
  id: number;
  issueId: number;
  userId: number;
  attempts: number;
  email: string;
  subject: string;
  html: string;
  text: string;
  countryCode: string;
};

/** The headers of RFC 8058 and RFC 2919 for one recipient. */
export function listHeaders(unsubscribeUrl: string, countryCode: string, portalUrl: string): Record<string, string> {
  const host = new URL(portalUrl).hostname;
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': ONE_CLICK_BODY,
    'List-Id': `Vetnet digest <digest.${countryCode}.${host}>`,
  };
}

/** One recipient's mail of a claimed delivery. */
export function deliveryMail(deps: Pick<QueueDeps, 'config' | 'tokens'>, row: Claimed): Mail {
  const token = deps.tokens.sign(row.userId);
  const portalUrl = deps.config.portalUrl;
  const page = `${portalUrl}${DIGEST_PAGES.unsubscribe(token)}`;
  const oneClick = apiUrl(portalUrl, DIGEST_API.unsubscribe(token));
  const personal = personalise({ html: row.html, text: row.text }, page);
  return {
    to: row.email,
    subject: row.subject,
    text: personal.text,
    html: personal.html,
    headers: listHeaders(oneClick, row.countryCode, portalUrl),
  };
}

async function claim(tx: DbTransaction, limit: number): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    tx,
    sql`select d.id, d.issue_id as "issueId", d.user_id as "userId", d.attempts, u.email,
        i.subject, i.html, i.text, c.code as "countryCode"
      from digest_deliveries d
      join digest_issues i on i.id = d.issue_id
      join users u on u.id = d.user_id
      join countries c on c.id = i.country_id
      where d.status = 'queued' and i.status = 'sending'
      order by d.issue_id, d.id
      limit ${limit}
      for update of d skip locked`,
  );
}

/** One batch in one transaction; answers how many deliveries it handled (0: nothing left). */
async function runBatch(deps: QueueDeps, batchSize: number, signal: AbortSignal | undefined): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const rows = await claim(tx, batchSize);
    const sent: number[] = [];
    const failed: number[] = [];
    for (const row of rows) {
      signal?.throwIfAborted();
      try {
        await deps.mailer.send(deliveryMail(deps, row), tx);
        sent.push(row.id);
      } catch (error) {
        if (signal?.aborted) throw error;
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message.slice(0, 500) : 'mail failed';
        await tx
          .update(digestDeliveries)
          .set({ attempts, lastError: message, status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued' })
          .where(eq(digestDeliveries.id, row.id));
        if (attempts >= MAX_ATTEMPTS) failed.push(row.id);
        deps.log?.warn({ issueId: row.issueId, deliveryId: row.id, attempts }, 'digest mail failed');
      }
      signal?.throwIfAborted();
    }
    const now = deps.now();
    if (sent.length > 0) {
      await tx
        .update(digestDeliveries)
        .set({ status: 'sent', sentAt: now })
        .where(inArray(digestDeliveries.id, sent));
    }
    // The issues' figures move in the same transaction as their rows.
    const byIssue = new Map<number, { sent: number; failed: number }>();
    for (const row of rows) {
      const figures = byIssue.get(row.issueId) ?? { sent: 0, failed: 0 };
      if (sent.includes(row.id)) figures.sent += 1;
      if (failed.includes(row.id)) figures.failed += 1;
      byIssue.set(row.issueId, figures);
    }
    for (const [issueId, figures] of byIssue) {
      await tx
        .update(digestIssues)
        .set({
          sentCount: sql`${digestIssues.sentCount} + ${figures.sent}`,
          failedCount: sql`${digestIssues.failedCount} + ${figures.failed}`,
        })
        .where(eq(digestIssues.id, issueId));
    }
    // An issue with nothing queued any more is sent.
    await tx.execute(
      sql`update digest_issues i set status = 'sent', finished_at = ${now}
        where i.status = 'sending'
          and not exists (select 1 from digest_deliveries d where d.issue_id = i.id and d.status = 'queued')`,
    );
    // A batch of failures only (retried later) must not keep the loop spinning.
    return sent.length + failed.length;
  });
}

/** Works the queue until it is empty (or `maxBatches`); answers how many deliveries were handled. */
export async function processDigestQueue(deps: QueueDeps, options: QueueOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? (deps.mailer.kind === 'smtp' ? 1 : 50);
  let handled = 0;
  for (let batch = 0; options.maxBatches === undefined || batch < options.maxBatches; batch += 1) {
    const done = await runBatch(deps, batchSize, options.signal);
    if (done === 0) break;
    handled += done;
    // Let requests in between batches on the single embedded connection.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return handled;
}

/**
 * The weekly sends that are due: each schedule's week is claimed once (the update names the old
 * week), then the country's drafts with items are sent. Answers the issue ids started.
 */
export async function runDueSchedules(
  deps: QueueDeps,
  start: (issueId: number) => Promise<unknown>,
): Promise<number[]> {
  const now = deps.now();
  const schedules = await deps.db.select().from(digestSchedules).where(eq(digestSchedules.enabled, true));
  const started: number[] = [];
  for (const schedule of schedules) {
    const week = isScheduleDue(schedule, now);
    if (!week) continue;
    const claimed = await deps.db
      .update(digestSchedules)
      .set({ lastPeriod: week })
      .where(
        and(
          eq(digestSchedules.countryId, schedule.countryId),
          schedule.lastPeriod === null
            ? sql`${digestSchedules.lastPeriod} is null`
            : eq(digestSchedules.lastPeriod, schedule.lastPeriod),
        ),
      )
      .returning({ countryId: digestSchedules.countryId });
    if (claimed.length === 0) continue;
    const drafts = await deps.db
      .select({ id: digestIssues.id, items: digestIssues.items })
      .from(digestIssues)
      .where(and(eq(digestIssues.countryId, schedule.countryId), eq(digestIssues.status, 'draft')));
    for (const draft of drafts) {
      if (draft.items.length === 0) continue;
      await start(draft.id);
      started.push(draft.id);
    }
  }
  return started;
}

/** The worker of this process: every QUEUE_INTERVAL_MS, and at once when `wake` is called; one run at a time. */
export function scheduleDigestQueue(
  app: FastifyInstance,
  deps: QueueDeps,
  start: (issueId: number) => Promise<unknown>,
  intervalMs: number,
): { wake(): void } {
  // 0: another process works the queue (DIGEST_QUEUE_INTERVAL_SECONDS=0); the rows wait for it.
  if (intervalMs === 0) return { wake: () => undefined };
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        await runDueSchedules(deps, start);
        do {
          again = false;
          await processDigestQueue(deps);
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  runWhileUp(app, intervalMs, run, 'could not work the digest queue');
  app.addHook('onClose', async () => {
    await running?.catch(() => undefined);
  });
  return {
    wake() {
      setImmediate(() => {
        run().catch((error: unknown) => app.log.error({ err: error }, 'could not work the digest queue'));
      });
    },
  };
}
