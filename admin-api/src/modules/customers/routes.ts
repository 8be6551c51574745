// `costumers/` (spelt as the spec spells it): the b-engaged clinic's customers, listed and exported.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext } from '../../context';

export const customerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);
};
