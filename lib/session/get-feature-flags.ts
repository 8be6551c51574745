import type { ApiClient } from '@/lib/api/client';
import type { FeatureFlag } from '@/lib/rules/features';

export const FEATURE_FLAGS_KEY = '/feature-flags/';

export function getFeatureFlags(api: ApiClient): Promise<FeatureFlag[]> {
  return api.get<FeatureFlag[]>(FEATURE_FLAGS_KEY);
}
