import type { ApiClient } from '@/lib/api/client';
import { SWR_DEDUPING_INTERVAL_MS } from '@/lib/config/limits';
import type { FeatureFlag } from '@/lib/rules/features';
import { getFeatureFlags } from '@/lib/session/get-feature-flags';

type Entry = { flags: Promise<FeatureFlag[]>; expires: number };

/**
 * Feature flags on the portal's server, kept per country for as long as the browser's data cache
 * keeps them (60 s). The admin API answers the same flags to every member of a country (docs/api.md),
 * and they are not personal, so one page render in a minute per country asks for them; the others
 * make one API call (the user) instead of two. A failed fetch is not kept.
 */
const byCountry = new Map<number, Entry>();

export function featureFlagsForCountry(api: ApiClient, countryId: number, now: number = Date.now()): Promise<FeatureFlag[]> {
  const cached = byCountry.get(countryId);
  if (cached && cached.expires > now) return cached.flags;
  const flags = getFeatureFlags(api);
  byCountry.set(countryId, { flags, expires: now + SWR_DEDUPING_INTERVAL_MS });
  flags.catch(() => {
    if (byCountry.get(countryId)?.flags === flags) byCountry.delete(countryId);
  });
  return flags;
}

/** Forgets every cached country (tests, and after changing flags in development). */
export function clearFeatureFlagCache(): void {
  byCountry.clear();
}
