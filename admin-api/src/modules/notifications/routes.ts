// Notifications of the current user (the bell, the notifications page and its category filter):
// their own, and only those the visibility rule of spec §5 lets them see (type mapped to an
// available feature, actor levels compatible), for reading and for every change alike.
import { type FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { NOTIFICATIONS_API } from '../../contract/notification';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { policySubjectOf } from '../../http/guards';
import { paginate } from '../../http/pagination';
import { firstQueryValue, idParams, querySchema } from '../../http/params';
import { routeOf } from '../../http/route-path';
import {
  countNotifications,
  deleteAll,
  deleteNotification,
  listNotifications,
  markAllRead,
  notificationCategories,
  setUnread,
  type Audience,
} from './service';
import { visibleWhere } from './visibility';

const patchSchema = z.object({ unread: z.boolean().optional() });
const bulkSchema = z.object({ description: z.string().trim().max(64).nullable().optional() });

/** The type filter of the list: never an error, an unusable value is no filter. */
const listQuery = querySchema({
  description: firstQueryValue.transform((value) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 64) : undefined,
  ),
});

export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  async function audienceOf(request: FastifyRequest): Promise<Audience> {
    const { featureFlags, heldLevels } = await policySubjectOf(request);
    return { recipientId: currentUser(request).id, visible: visibleWhere(featureFlags, heldLevels) };
  }

  app.get(NOTIFICATIONS_API.list, { schema: { querystring: listQuery } }, async (request) => {
    const audience = await audienceOf(request);
    const { description } = request.query;
    return paginate(
      request,
      () => countNotifications(ctx.db, audience, description),
      (window) => listNotifications(ctx.db, audience, window, description),
    );
  });

  app.get(NOTIFICATIONS_API.categories, async (request) => notificationCategories(ctx.db, await audienceOf(request)));

  app.patch(
    routeOf(NOTIFICATIONS_API.item, 'id'),
    { schema: { params: idParams, body: patchSchema } },
    async (request) => {
      const notification = await setUnread(ctx.db, await audienceOf(request), request.params.id, request.body.unread);
      if (!notification) throw notFound();
      return notification;
    },
  );

  app.delete(routeOf(NOTIFICATIONS_API.item, 'id'), { schema: { params: idParams } }, async (request, reply) => {
    if (!(await deleteNotification(ctx.db, await audienceOf(request), request.params.id))) throw notFound();
    return reply.code(204).send();
  });

  app.post(NOTIFICATIONS_API.markAllAsRead, { schema: { body: bulkSchema } }, async (request) => ({
    updated: await markAllRead(ctx.db, await audienceOf(request), request.body.description),
  }));

  app.post(NOTIFICATIONS_API.deleteAll, { schema: { body: bulkSchema } }, async (request) => ({
    deleted: await deleteAll(ctx.db, await audienceOf(request), request.body.description),
  }));
};
