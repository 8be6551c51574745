// `dev/outbox/`: the mails the outbox mailer kept, newest first, for developers and tests.
// Registered only while the outbox mailer is in use (no SMTP_URL); staff only.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext } from '../../context';
import { requireStaff } from '../../http/auth';
import { firstQueryValue, querySchema } from '../../http/params';
import { latestMails } from './queries';

/** `to`: one recipient's mails (addresses are stored lower case); an unusable value is no filter. */
const listQuery = querySchema({
  to: firstQueryValue.transform((value) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined,
  ),
});

export const outboxRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  if (ctx.mailer.kind !== 'outbox') return;

  app.get(
    '/dev/outbox/',
    { schema: { querystring: listQuery }, preHandler: [ctx.authenticate, requireStaff] },
    async (request) => latestMails(ctx.db, request.query.to),
  );
};
