// Following threads and finding people to @mention (spec §7 `/api/v1/forum/subscriptions/`;
// docs/api.md "Forum: following and notifications"). `subscriptions/updated/` is a thread list,
// so it lives with the lists in routes.ts.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { FORUM_API, type MentionableUser } from '../../contract/forum';
import { notFound } from '../../core/api-errors';
import { fullName } from '../../domain/full-name';
import { currentUser } from '../../http/auth';
import { primaryKey } from '../../http/fields';
import { requireFeature } from '../../http/guards';
import { firstQueryValue, idParams, isIdText, querySchema } from '../../http/params';
import { routeOf } from '../../http/route-path';
import { FEATURE } from '../../rules/features';
import { findVisibleThread, forumViewer } from './access';
import { mentionableUsers } from './mentions';
import { follow, unfollow } from './notify';

/** Suggestions per lookup: the editor shows a short list. */
const MENTIONABLE_LIMIT = 8;

const followBody = z.object({ post: primaryKey });
const mentionableQuery = querySchema({
  q: firstQueryValue.transform((value) => (typeof value === 'string' ? value.trim().slice(0, 100) : '')),
  thread: firstQueryValue.transform((value) => (typeof value === 'string' && isIdText(value) ? Number(value) : null)),
});

export const forumSocialRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);
  const preHandler = requireFeature(FEATURE.forum, { orStaff: true });

  app.post(FORUM_API.subscriptions, { schema: { body: followBody }, preHandler }, async (request, reply) => {
    const viewer = forumViewer(currentUser(request));
    const thread = await findVisibleThread(ctx.db, viewer, request.body.post);
    if (!thread) throw notFound();
    await follow(ctx.db, viewer.id, thread.id);
    return reply.status(201).send({ post: thread.id, following: true });
  });

  app.delete(
    routeOf(FORUM_API.subscription, 'id'),
    { schema: { params: idParams }, preHandler },
    async (request, reply) => {
      const viewer = forumViewer(currentUser(request));
      const thread = await findVisibleThread(ctx.db, viewer, request.params.id);
      if (!thread) throw notFound();
      await unfollow(ctx.db, viewer.id, thread.id);
      return reply.status(204).send();
    },
  );

  app.get(FORUM_API.mentionable, { schema: { querystring: mentionableQuery }, preHandler }, async (request) => {
    const viewer = forumViewer(currentUser(request));
    const { q, thread: threadId } = request.query;
    if (q.length < 2) return [];
    const thread = threadId === null ? null : await findVisibleThread(ctx.db, viewer, threadId);
    if (threadId !== null && !thread) throw notFound();
    const rows = await mentionableUsers(ctx.db, {
      countryId: thread?.countryId ?? viewer.countryId,
      viewerId: viewer.id,
      name: q,
      limit: MENTIONABLE_LIMIT,
    });
    return rows.map((row): MentionableUser => ({ id: row.id, name: fullName(row), memberName: row.memberName }));
  });
};
