import type { ApiClient } from '@/lib/api/client';
import { SWR_DEDUPING_INTERVAL_MS } from '@/lib/config/limits';
import type { FeatureFlag } from '@/lib/rules/features';
import { getFeatureFlags } from '@/lib/session/get-feature-flags';
import { getHandbooksCount } from '@/lib/session/get-handbooks-count';

type Entry<T> = { value: Promise<T>; expires: number };

export type TimedCache<T> = {
  /** The value kept for `key`, or what `load` answers (kept for the time to live; a failure is not kept). */
  get(key: string, load: () => Promise<T>, now?: number): Promise<T>;
  clear(): void;
};

/** Every cache made here, so tests can empty them all at once. */
const everyCache: TimedCache<unknown>[] = [];

/**
 * Answers kept on the portal's server for `ttlMs`, by key. Only for what is not personal: the key
 * must name everything the answer depends on (a country, a language), never a user.
 */
export function createTimedCache<T>(ttlMs: number): TimedCache<T> {
  const entries = new Map<string, Entry<T>>();
  const cache: TimedCache<T> = {
    get(key, load, now = Date.now()) {
      const cached = entries.get(key);
      if (cached && cached.expires > now) return cached.value;
      const value = load();
      entries.set(key, { value, expires: now + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
  everyCache.push(cache as TimedCache<unknown>);
  return cache;
}

/**
 * Shell data that is the same for every member of a country and not personal (the feature flags,
 * the number of handbooks), kept on the portal's server for as long as the browser's data cache
 * keeps data (60 s): one page render a minute per country asks for it, the others only for the user.
 * A failed fetch is not kept.
 */
export function createCountryCache<T>(load: (api: ApiClient) => Promise<T>, ttlMs = SWR_DEDUPING_INTERVAL_MS) {
  const cache = createTimedCache<T>(ttlMs);
  return {
    get: (api: ApiClient, key: string, now: number = Date.now()): Promise<T> => cache.get(key, () => load(api), now),
    clear: () => cache.clear(),
  };
}

export const featureFlagsByCountry = createCountryCache<FeatureFlag[]>(getFeatureFlags);
/** Staff count every country's handbooks, so their answer is kept apart from members'. */
export const handbooksCountByCountry = createCountryCache<number>(getHandbooksCount);

/** Forgets everything (tests, and after changing flags in development). */
export function clearCountryCaches(): void {
  everyCache.forEach((cache) => cache.clear());
}
