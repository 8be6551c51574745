import type { ApiClient } from '@/lib/api/client';
import { flattenMemberTree, getMemberTree } from '@/lib/session/get-member-tree';
import type { CurrentUser } from '@/lib/session/types';

export type MemberOption = { id: number; name: string; depth: number };

/** The members a user may switch to on the purchasing pages: the tree for chain users and staff, none for anyone else. */
export async function memberSwitchOptions(api: ApiClient, user: CurrentUser): Promise<MemberOption[]> {
  return user.changeMember || user.isStaff ? flattenMemberTree(await getMemberTree(api)) : [];
}
