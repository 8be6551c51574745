// `feature-flags/`: the flags of the country of the user's member, one per feature id. Called on
// every page render: the user is already loaded by `authenticate`, so this is one more query.
import { type FastifyPluginAsync } from 'fastify';
import { type AppContext } from '../../context';
import { loadFeatureFlags } from '../../domain/feature-flags';
import { currentUser } from '../../http/auth';

export const featureFlagRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  app.get('/feature-flags/', async (request) => loadFeatureFlags(ctx.db, currentUser(request).member.countryId));
};
