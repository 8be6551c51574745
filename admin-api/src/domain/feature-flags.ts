// A country's feature flags and the per-level feature check the API enforces (lib/rules).
import { asc, eq } from 'drizzle-orm';
import { type FeatureFlag, isFeatureAvailable } from '../rules/features';
import { type Db } from '../db/client';
import { featureFlags } from '../db/schema/feature-flags';
import { permissionDenied } from '../http/errors';
import { type ReadCache } from '../http/read-cache';
import { type CurrentUser, heldLevelIds } from './current-user';

export async function loadFeatureFlags(db: Db, countryId: number): Promise<FeatureFlag[]> {
  return db
    .select({
      feature: featureFlags.feature,
      available: featureFlags.available,
      displayInMenu: featureFlags.displayInMenu,
      levels: featureFlags.levels,
    })
    .from(featureFlags)
    .where(eq(featureFlags.countryId, countryId))
    .orderBy(asc(featureFlags.feature));
}

/** A country's flags through the read cache (context.flagCache). */
export function countryFeatureFlags(ctx: { db: Db; flagCache: ReadCache<number, FeatureFlag[]> }, countryId: number): Promise<FeatureFlag[]> {
  return ctx.flagCache.get(countryId, () => loadFeatureFlags(ctx.db, countryId));
}

/** Throws 403 unless the feature is available in the user's country for the user's levels. */
export async function requireFeature(
  ctx: { db: Db; flagCache: ReadCache<number, FeatureFlag[]> },
  user: CurrentUser,
  feature: number,
): Promise<void> {
  const flags = await countryFeatureFlags(ctx, user.member.countryId);
  if (!isFeatureAvailable(flags, feature, heldLevelIds(user))) {
    throw permissionDenied('This feature is not available to you.');
  }
}
