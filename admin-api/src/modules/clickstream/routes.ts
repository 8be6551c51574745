// Activity records: one per route change (`stream/`) and UI events such as a language switch
// (`activity/`). Stored for the organisation's analytics; nothing reads them back through the API.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { ACTIVITY_API } from '../../contract/activity';
import { currentUser } from '../../http/auth';
import { numberChoice } from '../../http/fields';
import { recordActivity, recordStream } from './service';

/** 0 activity with referral, 1 report, 2 news, 3 event, 4 wiki, 5 direct ad. */
export const STREAM_KINDS = [0, 1, 2, 3, 4, 5] as const;
const MAX_JSON_CHARS = 16 * 1024;

const jsonValue = z.unknown().refine((value) => JSON.stringify(value ?? {}).length <= MAX_JSON_CHARS, {
  message: `Ensure this value is at most ${MAX_JSON_CHARS} characters of JSON.`,
});

const streamSchema = z.object({
  url: z.string().trim().min(1).max(2048),
  kind: numberChoice(STREAM_KINDS),
  id: z.number().int().positive().nullable().optional(),
  referral: z.string().trim().max(2048).nullable().optional(),
});

const activitySchema = z.object({
  actionType: z.string().trim().min(1).max(100),
  actionDetails: z.string().trim().max(255),
  data: jsonValue.optional(),
  context: jsonValue.optional(),
});

export const clickstreamRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  app.post(ACTIVITY_API.stream, { schema: { body: streamSchema } }, async (request, reply) => {
    await recordStream(ctx.db, currentUser(request).id, request.body);
    return reply.code(201).send({});
  });

  app.post(ACTIVITY_API.action, { schema: { body: activitySchema } }, async (request, reply) => {
    await recordActivity(ctx.db, currentUser(request).id, request.body);
    return reply.code(201).send({});
  });
};
