// `members/levels/`: every member level and user role.
import { asc } from 'drizzle-orm';
import { type FastifyPluginAsync } from 'fastify';
import { type AppContext } from '../../context';
import { levels } from '../../db/schema/accounts';

export const memberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  app.get('/members/levels/', async () =>
    ctx.db.select({ id: levels.id, name: levels.name }).from(levels).orderBy(asc(levels.id)),
  );
};
