import type { ApiClient } from '@/lib/api/client';
import type { FeatureFlag } from '@/lib/rules/features';
import { readFeatureFlags } from '@/lib/session/read-session';

export const FEATURE_FLAGS_KEY = '/feature-flags/';

export async function getFeatureFlags(api: ApiClient): Promise<FeatureFlag[]> {
  return readFeatureFlags(await api.get<unknown>(FEATURE_FLAGS_KEY));
}
