import type { CurrentUser } from '@/lib/session/types';

/** The level ids a user holds: their role and their member's levels (spec §5 "Level check"). */
export function heldLevelIds(user: Pick<CurrentUser, 'role' | 'levels' | 'member'>): number[] {
  return [
    ...new Set([user.role, ...user.levels.map((level) => level.id), ...user.member.levels.map((level) => level.id)]),
  ];
}
