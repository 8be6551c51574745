import type { ApiClient } from '@/lib/api/client';
import { SETTINGS_API } from '@/lib/contract/settings';
import type { CurrentUser } from '@/lib/session/types';

export const CURRENT_USER_KEY = SETTINGS_API.me;

export async function getCurrentUser(api: ApiClient): Promise<CurrentUser> {
  const [answer, { readCurrentUser }] = await Promise.all([
    api.get<unknown>(CURRENT_USER_KEY),
    import('@/lib/session/read-session'),
  ]);
  return readCurrentUser(answer);
}
