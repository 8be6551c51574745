import { SWR_DEDUPING_INTERVAL_MS } from '@/lib/config/limits';
import type { SWRConfiguration } from 'swr';

/** Data cache settings of spec §9: 60 s de-duplication and no revalidation on focus. */
export const SWR_OPTIONS: SWRConfiguration = {
  dedupingInterval: SWR_DEDUPING_INTERVAL_MS,
  revalidateOnFocus: false,
  // Data the server already loaded (the fallback) is fresh: do not fetch it again on mount.
  revalidateIfStale: false,
  shouldRetryOnError: false,
};
