import type { ApiClient } from '@/lib/api/client';
import { SETTINGS_API } from '@/lib/contract/settings';

/** `POST me/preferences/`: the tags (ids) the member wants to hear about, replacing the earlier choice. */
export function savePreferences(api: ApiClient, tagIds: number[]): Promise<unknown> {
  return api.post<unknown>(SETTINGS_API.preferences, { preferences: tagIds });
}
