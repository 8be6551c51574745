import type { ManagedUser } from '@/lib/contract/settings';
import { assignableRoles, userChangeProblem, type UserAdminActor, type UserAdminProblem } from '@/lib/rules/user-admin';

/** What one row of the users table may offer, and why not (lib/rules/user-admin.ts, the API's own rules). */
export type RowRules = {
  /** The roles the select offers: those the actor may give, and the row's own. */
  roleOptions: number[];
  /** Why the role cannot change at all; null when at least one other role may be chosen. */
  roleProblem: UserAdminProblem | null;
  /** Why the row's user cannot be deactivated (or reactivated), by the change its button makes. */
  activeProblem: UserAdminProblem | null;
};

/** The rules of one row, with `activeOwners` the member's active owners now. */
export function rowRules(actor: UserAdminActor, user: ManagedUser, activeOwners: number): RowRules {
  const target = { id: user.id, role: user.role, isActive: user.isActive, isStaff: user.isStaff };
  const assignable: number[] = [...assignableRoles(actor)];
  const roleOptions = assignable.includes(user.role) ? assignable : [user.role, ...assignable];
  const problems = roleOptions
    .filter((role) => role !== user.role)
    .map((role) => userChangeProblem(actor, target, { role }, activeOwners));
  const roleProblem = problems.length > 0 && problems.every(Boolean) ? problems[0]! : null;
  const activeProblem = userChangeProblem(actor, target, { isActive: !user.isActive }, activeOwners);
  return { roleOptions, roleProblem, activeProblem };
}

/** The problems a row explains in words, each once. */
export function rowProblems(rules: RowRules): UserAdminProblem[] {
  return [...new Set([rules.roleProblem, rules.activeProblem].filter((problem) => problem !== null))];
}
