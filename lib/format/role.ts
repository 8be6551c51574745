import { USER_ROLE, type UserRoleId, type UserRoleName } from '@/lib/rules/levels';

const ROLE_NAMES = Object.fromEntries(Object.entries(USER_ROLE).map(([name, id]) => [id, name])) as Record<
  UserRoleId,
  UserRoleName
>;

/** The translation key of a user role's name (`common:role.owner`), or null for an id that is no role. */
export function roleLabelKey(role: number): string | null {
  const name = ROLE_NAMES[role as UserRoleId];
  return name ? `common:role.${name}` : null;
}
