// `members/levels/`: every member level and user role.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext } from '../../context';
import { MEMBERS_API } from '../../contract/member';
import { allLevels } from './queries';

export const memberRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  app.get(MEMBERS_API.levels, async () => allLevels(ctx.db));
};
