// `members/levels/`: every member level and user role.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext } from '../../context';
import { allLevels } from './queries';

export const memberRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  app.get('/members/levels/', async () => allLevels(ctx.db));
};
