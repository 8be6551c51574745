// Following threads and finding people to @mention (spec §7 `/api/v1/forum/subscriptions/`;
// docs/api.md "Forum"). STUB of step 0: stream api-social writes it. `subscriptions/updated/` is a
// thread list, so it lives with the lists in routes.ts.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext } from '../../context';

export const forumSocialRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);
};
