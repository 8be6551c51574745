// `dev/outbox/`: the mails the outbox mailer kept, newest first, for developers and tests, and the
// files attached to them. Registered only while the outbox mailer is in use (no SMTP_URL); staff only.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { requireStaff } from '../../http/auth';
import { notFound } from '../../http/errors';
import { firstQueryValue, idPath, querySchema } from '../../http/params';
import { contentDisposition } from '../content/file-types';
import { latestMails, mailAttachment } from './queries';

/** `to`: one recipient's mails (addresses are stored lower case); an unusable value is no filter. */
const listQuery = querySchema({
  to: firstQueryValue.transform((value) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined,
  ),
});

const attachmentParams = z.object({
  id: idPath,
  index: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number),
});

export const outboxRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  if (ctx.mailer.kind !== 'outbox') return;

  app.get(
    '/dev/outbox/',
    { schema: { querystring: listQuery }, preHandler: [ctx.authenticate, requireStaff] },
    async (request) => latestMails(ctx.db, request.query.to),
  );

  app.get(
    '/dev/outbox/:id/attachments/:index/',
    { schema: { params: attachmentParams }, preHandler: [ctx.authenticate, requireStaff] },
    async (request, reply) => {
      const attachment = await mailAttachment(ctx.db, request.params.id, request.params.index);
      if (!attachment) throw notFound();
      return reply
        .headers({
          'Content-Type': attachment.contentType,
          'Content-Disposition': contentDisposition(attachment.filename, false),
          'Content-Security-Policy': 'sandbox',
        })
        .send(attachment.content);
    },
  );
};
