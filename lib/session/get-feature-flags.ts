import type { ApiClient } from '@/lib/api/client';
import { SESSION_API } from '@/lib/contract/user';
import type { FeatureFlag } from '@/lib/rules/features';

export const FEATURE_FLAGS_KEY = SESSION_API.featureFlags;

export async function getFeatureFlags(api: ApiClient): Promise<FeatureFlag[]> {
  const [answer, { readFeatureFlags }] = await Promise.all([
    api.get<unknown>(FEATURE_FLAGS_KEY),
    import('@/lib/session/read-session'),
  ]);
  return readFeatureFlags(answer);
}
