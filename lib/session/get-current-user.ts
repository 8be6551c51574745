import type { ApiClient } from '@/lib/api/client';
import type { CurrentUser } from '@/lib/session/types';

export const CURRENT_USER_KEY = '/me/';

export function getCurrentUser(api: ApiClient): Promise<CurrentUser> {
  return api.get<CurrentUser>(CURRENT_USER_KEY);
}
