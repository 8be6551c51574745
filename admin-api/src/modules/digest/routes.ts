// The digest's calls (spec §7 "Digest"). So far the member's own subscription toggle, spelt as the
// spec spells it; `PATCH me/ {hasDigestSubscribed}` sets the same field.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext } from '../../context';
import { SETTINGS_API } from '../../contract/settings';
import { currentUser } from '../../http/auth';
import { toggleDigestSubscription } from './service';

export const digestRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  app.post(SETTINGS_API.toggleDigest, async (request) => toggleDigestSubscription(ctx.db, currentUser(request).id));
};
