import type { ApiClient } from '@/lib/api/client';
import { SETTINGS_API } from '@/lib/contract/settings';

/** `PATCH me/member/`: act for another member of the user's tree (changeMember users and staff). */
export function switchMember(api: ApiClient, memberId: number): Promise<unknown> {
  return api.patch<unknown>(SETTINGS_API.member, { member: memberId });
}
