// `staff-cards/`: the Vetnet staff of the user's country, shown on the contact page. Gated by the
// Contact feature (10) of the user's country and levels, like `request-contact/`.
import { asc, eq } from 'drizzle-orm';
import { type FastifyPluginAsync } from 'fastify';
import { FEATURE } from '../../rules/features';
import { type AppContext } from '../../context';
import { staffCards } from '../../db/schema/staff-cards';
import { requireFeature } from '../../domain/feature-flags';
import { currentUser } from '../../http/auth';

export const staffCardRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);

  app.get('/staff-cards/', async (request) => {
    const user = currentUser(request);
    await requireFeature(ctx, user, FEATURE.contact);
    return ctx.db
      .select({
        id: staffCards.id,
        name: staffCards.name,
        title: staffCards.title,
        email: staffCards.email,
        phoneNumber: staffCards.phoneNumber,
        photoUrl: staffCards.photoUrl,
        description: staffCards.description,
      })
      .from(staffCards)
      .where(eq(staffCards.countryId, user.member.countryId))
      .orderBy(asc(staffCards.position), asc(staffCards.id));
  });
};
