import type { ApiClient } from '@/lib/api/client';
import { SETTINGS_API } from '@/lib/contract/settings';
import type { CurrentUser } from '@/lib/session/types';

/** Acts for another member of the user's member tree. */
export function changeMember(api: ApiClient, memberId: number): Promise<CurrentUser> {
  return api.patch<CurrentUser>(SETTINGS_API.member, { member: memberId });
}
