import fc from 'fast-check';
import { USER_STATUS, type ManagedUser } from '@/lib/contract/settings';
import { USER_ROLE, USER_ROLE_IDS } from '@/lib/rules/levels';
import { assignableRoles, userChangeProblem } from '@/lib/rules/user-admin';
import { rowProblems, rowRules } from '../user-rules';
import { buildManagedUser } from './manage-users-fixtures';

const role = fc.constantFrom(...USER_ROLE_IDS);
const actor = fc.record({ id: fc.integer({ min: 1, max: 4 }), role, isStaff: fc.boolean() });
const target = fc
  .record({ id: fc.integer({ min: 1, max: 4 }), role, isActive: fc.boolean() })
  .map(({ id, role: targetRole, isActive }): ManagedUser =>
    buildManagedUser({ id, role: targetRole, isActive, status: isActive ? USER_STATUS.active : USER_STATUS.inactive }),
  );
const owners = fc.integer({ min: 0, max: 3 });

describe('rowRules', () => {
  it('offers the roles the actor may give and the row’s own, and disables the select only when no other role may be chosen', () => {
    fc.assert(
      fc.property(actor, target, owners, (who, user, activeOwners) => {
        const rules = rowRules(who, user, activeOwners);
        expect(rules.roleOptions).toContain(user.role);
        expect(new Set(rules.roleOptions)).toEqual(new Set([user.role, ...assignableRoles(who)]));
        const allowed = rules.roleOptions.filter(
          (option) =>
            option !== user.role &&
            userChangeProblem(
              who,
              { id: user.id, role: user.role, isActive: user.isActive },
              { role: option },
              activeOwners,
            ) === null,
        );
        expect(rules.roleProblem === null).toBe(allowed.length > 0);
      }),
    );
  });

  it('judges the (de)activation button by the change it makes', () => {
    fc.assert(
      fc.property(actor, target, owners, (who, user, activeOwners) => {
        const { activeProblem } = rowRules(who, user, activeOwners);
        const target = { id: user.id, role: user.role, isActive: user.isActive };
        expect(activeProblem).toBe(userChangeProblem(who, target, { isActive: !user.isActive }, activeOwners));
      }),
    );
  });

  it('names each reason once', () => {
    const self = buildManagedUser({ id: 3 });
    const rules = rowRules({ id: 3, role: USER_ROLE.owner, isStaff: false }, self, 2);
    expect(rules).toMatchObject({ roleProblem: 'self', activeProblem: 'self' });
    expect(rowProblems(rules)).toEqual(['self']);
  });
});
