// `feature-flags/`: the flags of the country of the user's member, one per feature id. Called on
// every page render: the user is already loaded by `authenticate`, and both are read through the
// read caches (http/cache-invalidation.ts).
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext } from '../../context';
import { SESSION_API } from '../../contract/user';
import { countryFeatureFlags } from '../../domain/feature-flags';
import { currentUser } from '../../http/auth';

export const featureFlagRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  app.get(SESSION_API.featureFlags, async (request) => countryFeatureFlags(ctx, currentUser(request).member.countryId));
};
