import type { ApiClient } from '@/lib/api/client';
import { SETTINGS_API } from '@/lib/contract/settings';
import type { CurrentUser } from '@/lib/session/types';

/** Marks the user onboarded (spec §7: patch user `isOnboarded: true`). */
export function completeOnboarding(api: ApiClient): Promise<CurrentUser> {
  return api.patch<CurrentUser>(SETTINGS_API.me, { isOnboarded: true });
}
