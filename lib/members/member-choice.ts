import type { SignedInContext } from '@/lib/auth/guard';
import { flattenMemberTree, getMemberTree } from '@/lib/session/get-member-tree';
import { readMemberQuery } from './member-query';

export type MemberOption = { id: number; name: string; depth: number };

/** The member a page of purchase data shows, and what its member switch offers (components/member-switch). */
export type MemberChoice = {
  /** The member of `?member=`; null is the user's own (`current` in the API's paths). */
  member: number | null;
  /** The member tree for users who may switch (chain users, staff); empty for everyone else. */
  memberOptions: MemberOption[];
  /** The name of the member shown, for export file names. */
  memberName: string;
};

/** Chain users with changeMember, and staff, may act for another member of their tree. */
export function maySwitchMember(user: { changeMember: boolean; isStaff: boolean }): boolean {
  return user.changeMember || user.isStaff;
}

/**
 * Reads `?member=` and loads the member tree for those who may switch, on the server with the
 * page. The choice is checked only for its form: whether the user may see that member is the
 * API's answer (its 403 becomes the guard's 403 view).
 */
export async function loadMemberChoice({ api, query, session }: SignedInContext): Promise<MemberChoice> {
  const member = readMemberQuery(query);
  const memberOptions = maySwitchMember(session.user) ? flattenMemberTree(await getMemberTree(api)) : [];
  const chosen = memberOptions.find((option) => option.id === member);
  return { member, memberOptions, memberName: chosen?.name ?? session.user.member.name };
}
