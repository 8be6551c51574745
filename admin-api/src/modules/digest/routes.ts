// The digest's calls (spec §7 "Digest"). So far the member's own subscription toggle.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext } from '../../context';

export const digestRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);
};
