import type { ApiClient } from '@/lib/api/client';
import type { FeatureFlag } from '@/lib/rules/features';

export const FEATURE_FLAGS_KEY = '/feature-flags/';

export async function getFeatureFlags(api: ApiClient): Promise<FeatureFlag[]> {
  const [answer, { readFeatureFlags }] = await Promise.all([
    api.get<unknown>(FEATURE_FLAGS_KEY),
    import('@/lib/session/read-session'),
  ]);
  return readFeatureFlags(answer);
}
