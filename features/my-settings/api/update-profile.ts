import type { ApiClient } from '@/lib/api/client';
import { SETTINGS_API, type ProfileChanges } from '@/lib/contract/settings';

/** `PATCH me/`: the member's own profile; a refusal answers DRF field errors. */
export function updateProfile(api: ApiClient, changes: ProfileChanges): Promise<unknown> {
  return api.patch<unknown>(SETTINGS_API.me, changes);
}
