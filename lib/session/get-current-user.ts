import type { ApiClient } from '@/lib/api/client';
import { readCurrentUser } from '@/lib/session/read-session';
import type { CurrentUser } from '@/lib/session/types';

export const CURRENT_USER_KEY = '/me/';

export async function getCurrentUser(api: ApiClient): Promise<CurrentUser> {
  return readCurrentUser(await api.get<unknown>(CURRENT_USER_KEY));
}
