// Notifications of the current user (the bell, the notifications page and its category filter):
// their own, and only those the visibility rule of spec §5 lets them see (type mapped to an
// available feature, actor levels compatible), for reading and for every change alike.
import { type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { paginate } from '../../http/pagination';
import { parseBody } from '../../http/validation';
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
import { visibleToUser } from './visibility';

const patchSchema = z.object({ unread: z.boolean().optional() });
const bulkSchema = z.object({ description: z.string().trim().max(64).nullable().optional() });

function descriptionQuery(request: FastifyRequest): string | undefined {
  const raw = (request.query as Record<string, unknown>).description;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 64) : undefined;
}

export const notificationRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  async function audienceOf(request: FastifyRequest): Promise<Audience> {
    const user = currentUser(request);
    return { recipientId: user.id, visible: await visibleToUser(ctx, user) };
  }

  app.get('/notifications/', async (request) => {
    const audience = await audienceOf(request);
    const description = descriptionQuery(request);
    return paginate(
      request,
      () => countNotifications(ctx.db, audience, description),
      (window) => listNotifications(ctx.db, audience, window, description),
    );
  });

  app.get('/notifications/categories/', async (request) => notificationCategories(ctx.db, await audienceOf(request)));

  app.patch('/notifications/:id/', async (request) => {
    const id = idParam(request);
    const { unread } = parseBody(patchSchema, request.body);
    const notification = await setUnread(ctx.db, await audienceOf(request), id, unread);
    if (!notification) throw notFound();
    return notification;
  });

  app.delete('/notifications/:id/', async (request, reply) => {
    if (!(await deleteNotification(ctx.db, await audienceOf(request), idParam(request)))) throw notFound();
    return reply.code(204).send();
  });

  app.post('/notifications/mark-all-as-read/', async (request) => {
    const { description } = parseBody(bulkSchema, request.body);
    return { updated: await markAllRead(ctx.db, await audienceOf(request), description) };
  });

  app.post('/notifications/delete-all/', async (request) => {
    const { description } = parseBody(bulkSchema, request.body);
    return { deleted: await deleteAll(ctx.db, await audienceOf(request), description) };
  });
};
