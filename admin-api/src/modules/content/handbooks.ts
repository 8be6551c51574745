// The handbooks' own list (registered through the type's extraRoutes): the spec's odd shape
// `{data, count}`, not paginated, and empty rather than 403 for a member without the feature.
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { heldLevelIds } from '../../domain/current-user';
import { countryFeatureFlags } from '../../domain/feature-flags';
import { currentUser } from '../../http/auth';
import { isFeatureAvailable } from '../../rules/features';
import { type ContentType, defaultOrdering } from './content-type';
import { listItems, memberVisible, visibleTranslations } from './queries';

export function handbookRoutes(app: FastifyInstance, ctx: AppContext, type: ContentType): void {
  app.get(`/${type.path}/`, async (request) => {
    const user = currentUser(request);
    const ordering = defaultOrdering(type);
    if (user.isStaff) {
      const { items } = await listItems(ctx.db, type, { where: [], ordering });
      return { data: items, count: items.length };
    }
    const flags = await countryFeatureFlags(ctx, user.member.countryId);
    if (!isFeatureAvailable(flags, type.feature, heldLevelIds(user))) return { data: [], count: 0 };
    const now = ctx.now();
    const where = memberVisible(user.member.countryId, now, type);
    const { items } = await listItems(ctx.db, type, { where, ordering, oneVersionIn: user.language.id });
    const data = items.map((item) => visibleTranslations(item, now));
    return { data, count: data.length };
  });
}
