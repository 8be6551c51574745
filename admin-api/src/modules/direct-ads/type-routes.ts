// A direct ad's own routes (DIRECT_ADS.extraRoutes): a member's reply to the advertiser, relayed by
// mail (`direact-ads/{id}/email/`, throttled per user), and the stored replies for staff
// (`direact-ads/{id}/messages/`). docs/api.md "Direct ads".
import { type FastifyInstance } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { MESSAGE_LENGTH } from '../../contract/partners';
import { currentUser, requireStaff } from '../../http/auth';
import { notFound } from '../../http/errors';
import { requireFeature } from '../../http/guards';
import { pageBody, requestedWindow } from '../../http/pagination';
import { idParams } from '../../http/params';
import { userMailThrottle } from '../../http/user-mail-throttle';
import { assertReadable } from '../content/access';
import { type ContentType } from '../content/content-type';
import { loadItem } from '../content/queries';
import { adMessages } from './queries';
import { serializeMessage } from './serialize';
import { type AdFacts, sendAdReply } from './service';

// Blank first and alone (`abort`), then the length: one clear reason per message.
const emailBody = z.object({
  message: z.string().trim().min(1, { abort: true }).min(MESSAGE_LENGTH.min).max(MESSAGE_LENGTH.max),
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function directAdRoutes(app: FastifyInstance, ctx: AppContext, type: ContentType): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const readable = requireFeature(type.feature, { orStaff: true });
  const throttleMail = userMailThrottle(
    ctx,
    ctx.config.memberMailThrottleMax,
    ctx.config.memberMailThrottleWindowSeconds,
  );

  routes.post(
    `/${type.path}/:id/email/`,
    { schema: { params: idParams, body: emailBody }, preHandler: [readable, throttleMail] },
    async (request, reply) => {
      const user = currentUser(request);
      const loaded = await loadItem(ctx.db, type, request.params.id);
      if (!loaded) throw notFound();
      assertReadable(user, loaded, ctx.now());
      const ad: AdFacts = {
        id: loaded.item.id,
        title: loaded.item.title,
        advertiserEmail: text(loaded.item.advertiserEmail),
        expiresAt: typeof loaded.item.expiresAt === 'string' ? loaded.item.expiresAt : null,
        languageCode: loaded.item.language?.code ?? null,
        countryId: loaded.countryId,
      };
      const answer = await sendAdReply(ctx, user, ad, request.body.message);
      return reply.code(201).send(answer);
    },
  );

  routes.get(
    `/${type.path}/:id/messages/`,
    { schema: { params: idParams }, preHandler: requireStaff },
    async (request) => {
      const ad = await loadItem(ctx.db, type, request.params.id);
      if (!ad) throw notFound();
      const window = requestedWindow(request);
      const { total, rows } = await adMessages(ctx.db, ad.item.id, window);
      return pageBody(request, window, total, rows.map(serializeMessage));
    },
  );
}
