/**
 * Level rules (spec §5, §6). Shared by the portal and the admin API, so both read levels the same way.
 * Level ids 14–17 are user roles; every other id is a member level.
 */
export const USER_ROLE = {
  owner: 14,
  manager: 15,
  contributor: 16,
  viewer: 17,
} as const;

export type UserRoleName = keyof typeof USER_ROLE;
export type UserRoleId = (typeof USER_ROLE)[UserRoleName];

export const USER_ROLE_IDS: readonly UserRoleId[] = Object.values(USER_ROLE);

/** The member level that unlocks "Manage customers" (spec §2, §6). */
export const ENGAGED_MEMBER_LEVEL_NAME = 'b-engaged';

export function isUserRoleLevel(levelId: number): levelId is UserRoleId {
  return (USER_ROLE_IDS as readonly number[]).includes(levelId);
}

function holdsOneOf(required: readonly number[], held: ReadonlySet<number>): boolean {
  return required.length === 0 || required.some((id) => held.has(id));
}

/**
 * Whether someone holding `held` levels passes a rule that names `required` levels.
 * The role ids and the member-level ids in `required` are two separate conditions; each applies
 * only when it names at least one id, and both must hold. An empty rule lets everyone through.
 */
export function levelsAllow(required: readonly number[], held: Iterable<number>): boolean {
  const heldSet = new Set(held);
  const requiredRoles = required.filter(isUserRoleLevel);
  const requiredMemberLevels = required.filter((id) => !isUserRoleLevel(id));
  return holdsOneOf(requiredRoles, heldSet) && holdsOneOf(requiredMemberLevels, heldSet);
}
