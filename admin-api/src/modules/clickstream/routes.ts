// Activity records: one per route change (`stream/`) and UI events such as a language switch
// (`activity/`). Stored for the organisation's analytics; nothing reads them back through the API.
import { type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { clickstreamActivities, clickstreamStreams } from '../../db/schema/clickstream';
import { currentUser } from '../../http/auth';
import { numberChoice } from '../../http/fields';
import { parseBody } from '../../http/validation';

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

export const clickstreamRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  app.post('/clickstream/stream/', async (request, reply) => {
    const body = parseBody(streamSchema, request.body);
    await ctx.db.insert(clickstreamStreams).values({
      userId: currentUser(request).id,
      url: body.url,
      kind: body.kind,
      objectId: body.id ?? null,
      referral: body.referral || null,
    });
    return reply.code(201).send({});
  });

  app.post('/clickstream/activity/', async (request, reply) => {
    const body = parseBody(activitySchema, request.body);
    await ctx.db.insert(clickstreamActivities).values({
      userId: currentUser(request).id,
      actionType: body.actionType,
      actionDetails: body.actionDetails,
      data: body.data ?? {},
      context: body.context ?? {},
    });
    return reply.code(201).send({});
  });
};
