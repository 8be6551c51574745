// `dev/outbox/`: the mails the outbox mailer kept, newest first, for developers and tests.
// Registered only while the outbox mailer is in use (no SMTP_URL); staff only.
import { desc, eq } from 'drizzle-orm';
import { type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { type AppContext } from '../../context';
import { outbox } from '../../db/schema/outbox';
import { requireStaff } from '../../http/auth';
import { isoUtc } from '../../http/dates';

/** The outbox is a development aid; the newest mails are enough. */
export const OUTBOX_LIMIT = 100;

function toQuery(request: FastifyRequest): string | undefined {
  const raw = (request.query as Record<string, unknown>).to;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;
}

export const outboxRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  if (ctx.mailer.kind !== 'outbox') return;

  app.get('/dev/outbox/', { preHandler: [ctx.authenticate, requireStaff] }, async (request) => {
    const to = toQuery(request);
    const rows = await ctx.db
      .select()
      .from(outbox)
      .where(to ? eq(outbox.to, to) : undefined)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(OUTBOX_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      link: row.link,
      createdAt: isoUtc(row.createdAt),
    }));
  });
};
