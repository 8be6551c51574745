// `staff-cards/`: the Vetnet staff of the user's country, shown on the contact page. Gated by the
// Contact feature (10) of the user's country and levels, like `request-contact/` (staff too).
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext } from '../../context';
import { CONTACTS_API } from '../../contract/contacts';
import { currentUser } from '../../http/auth';
import { requireFeature } from '../../http/guards';
import { FEATURE } from '../../rules/features';
import { countryStaffCards } from './queries';

export const staffCardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  app.get(CONTACTS_API.staffCards, { preHandler: requireFeature(FEATURE.contact) }, async (request) =>
    countryStaffCards(ctx.db, currentUser(request).member.countryId),
  );
};
