// A country's feature flags and the per-level feature check the API enforces (lib/rules).
import { asc, eq } from 'drizzle-orm';
import { permissionDenied } from '../core/api-errors';
import { type ReadCache } from '../core/read-cache';
import { type Db } from '../db/client';
import { featureFlags } from '../db/schema/feature-flags';
import { type FeatureFlag, isFeatureAvailable } from '../rules/features';
import { type CurrentUser, heldLevelIds } from './current-user';

/** Where a country's flags are read from: the database, through the read cache. */
export type FlagSource = { db: Db; flagCache: ReadCache<number, FeatureFlag[]> };

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
export function countryFeatureFlags(source: FlagSource, countryId: number): Promise<FeatureFlag[]> {
  return source.flagCache.get(countryId, () => loadFeatureFlags(source.db, countryId));
}

export const featureUnavailable = () => permissionDenied('This feature is not available to you.');

/**
 * Throws 403 unless the feature is available in the user's country for the user's levels. Routes
 * say it with the `requireFeature` guard (http/guards.ts); this is for checks inside a handler.
 */
export async function assertFeatureAvailable(source: FlagSource, user: CurrentUser, feature: number): Promise<void> {
  const flags = await countryFeatureFlags(source, user.member.countryId);
  if (!isFeatureAvailable(flags, feature, heldLevelIds(user))) throw featureUnavailable();
}
