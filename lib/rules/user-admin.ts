import { USER_ROLE, USER_ROLE_IDS, type UserRoleId } from './levels';

// Manage users' rules (issue 12), shared by the page (which hides what it may not offer) and the
// admin API (which refuses it): nobody changes their own role or deactivates themselves, the last
// active owner stays an active owner, and only owners (and staff) make or change owners.

export type UserAdminActor = { id: number; role: number; isStaff: boolean };
/** `isStaff`: a Vetnet staff account, which only staff may change (HQ's owners are members too). */
export type UserAdminTarget = { id: number; role: number; isActive: boolean; isStaff?: boolean };
export type UserAdminChange = { role?: number; isActive?: boolean };

/** Why a change is refused; the API's message and the page's text are keyed by it. */
export type UserAdminProblem = 'self' | 'lastOwner' | 'ownerByNonOwner' | 'staffByNonStaff';

export const USER_ADMIN_MESSAGES: Record<UserAdminProblem, string> = {
  self: 'You cannot change your own role or deactivate yourself.',
  lastOwner: 'The last active owner cannot be demoted or deactivated.',
  ownerByNonOwner: 'Only an owner can make or change an owner.',
  staffByNonStaff: 'Only Vetnet staff can change a staff account.',
};

const actsAsOwner = (actor: UserAdminActor) => actor.isStaff || actor.role === USER_ROLE.owner;

/** The roles `actor` may give, to an invitation or by a change. */
export function assignableRoles(actor: UserAdminActor): readonly UserRoleId[] {
  return actsAsOwner(actor) ? USER_ROLE_IDS : USER_ROLE_IDS.filter((role) => role !== USER_ROLE.owner);
}

/**
 * The first rule `change` of `target` breaks, or null. `activeOwners` counts the member's active
 * owners now, `target` included.
 */
export function userChangeProblem(
  actor: UserAdminActor,
  target: UserAdminTarget,
  change: UserAdminChange,
  activeOwners: number,
): UserAdminProblem | null {
  const roleChanges = change.role !== undefined && change.role !== target.role;
  const activeChanges = change.isActive !== undefined && change.isActive !== target.isActive;
  if (!roleChanges && !activeChanges) return null;
  // The most telling reason first: "the last owner" also explains why an owner cannot step down.
  const ownerLeaves = target.role === USER_ROLE.owner && target.isActive && (roleChanges || change.isActive === false);
  if (ownerLeaves && activeOwners <= 1) return 'lastOwner';
  if (target.id === actor.id) return 'self';
  if (target.isStaff === true && !actor.isStaff) return 'staffByNonStaff';
  const touchesOwner = target.role === USER_ROLE.owner || change.role === USER_ROLE.owner;
  if (touchesOwner && !actsAsOwner(actor)) return 'ownerByNonOwner';
  return null;
}
