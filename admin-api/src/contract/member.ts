// The member shapes the admin API answers (`members/levels/`, `me/member-tree/`, a member in `me/`).
// Written here once for every serializer; when lib/contract/member.ts holds them for both programs,
// this file becomes its door (`export * from '../../../lib/contract/member'`), as src/rules/ is.

/** A member level or a user role, by id: `members/levels/`, `me.levels`, `me.member.levels`. */
export type LevelBody = { id: number; name: string };

/** A node of `me/member-tree/`: the members a user may act for. */
export type MemberNodeBody = {
  id: number;
  name: string;
  country: { id: number; name: string; code: string };
  children: MemberNodeBody[];
};
