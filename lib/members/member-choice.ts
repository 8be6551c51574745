import type { SignedInContext } from '@/lib/auth/guard';
import { flattenMemberTree, getMemberTree } from '@/lib/session/get-member-tree';
import { MEMBER_PARAM, readMemberQuery } from './member-query';

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

/**
 * The member of a clinic's own admin page (Manage users, Manage customers): staff pick any member
 * with `?member=` (the admin API honours it for staff only), with the member switch; anyone else
 * always sees their own member. Null when the address names a member the user cannot look at here
 * (unknown, malformed, or someone else's): the page answers the 404 view rather than showing
 * another member's data under that address, or the user's own under another member's.
 */
export async function loadStaffMemberChoice(ctx: SignedInContext): Promise<MemberChoice | null> {
  const { query, session } = ctx;
  const raw = query[MEMBER_PARAM];
  const member = readMemberQuery(query);
  const own = session.user.member;
  if (raw !== undefined && raw !== '' && member === null) return null;
  if (!session.user.isStaff) {
    return member === null || member === own.id ? { member: null, memberOptions: [], memberName: own.name } : null;
  }
  const memberOptions = flattenMemberTree(await getMemberTree(ctx.api));
  if (member === null || member === own.id) return { member: null, memberOptions, memberName: own.name };
  const chosen = memberOptions.find((option) => option.id === member);
  return chosen ? { member, memberOptions, memberName: chosen.name } : null;
}
