// The forum's calls (spec §7 "/api/v1/forum/…", docs/api.md "Forum"): threads and replies, read
// state, following and search, for the forum feature's users of one country; staff see every country.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext } from '../../context';

export const forumRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);
};
