import fc from 'fast-check';
import { isUserRoleLevel, levelsAllow, USER_ROLE } from '../levels';

const B_BASIC = 1;
const B_ENGAGED = 2;

describe('isUserRoleLevel', () => {
  it('knows ids 14 to 17 as user roles and nothing else', () => {
    expect([13, 14, 15, 16, 17, 18].map(isUserRoleLevel)).toEqual([false, true, true, true, true, false]);
  });
});

describe('levelsAllow (spec §5 "Level check")', () => {
  it('lets everyone through an empty rule', () => {
    expect(levelsAllow([], [])).toBe(true);
    expect(levelsAllow([], [USER_ROLE.viewer])).toBe(true);
  });

  it('checks only the role when the rule names only roles', () => {
    expect(levelsAllow([USER_ROLE.owner, USER_ROLE.manager], [USER_ROLE.manager, B_BASIC])).toBe(true);
    expect(levelsAllow([USER_ROLE.owner, USER_ROLE.manager], [USER_ROLE.viewer, B_ENGAGED])).toBe(false);
  });

  it('checks only the member level when the rule names only member levels', () => {
    expect(levelsAllow([B_ENGAGED], [USER_ROLE.viewer, B_ENGAGED])).toBe(true);
    expect(levelsAllow([B_ENGAGED], [USER_ROLE.owner, B_BASIC])).toBe(false);
  });

  it('requires both when the rule names roles and member levels', () => {
    const rule = [USER_ROLE.owner, B_ENGAGED];
    expect(levelsAllow(rule, [USER_ROLE.owner, B_ENGAGED])).toBe(true);
    expect(levelsAllow(rule, [USER_ROLE.owner, B_BASIC])).toBe(false);
    expect(levelsAllow(rule, [USER_ROLE.viewer, B_ENGAGED])).toBe(false);
  });

  const roles = fc.subarray([14, 15, 16, 17]);
  const memberLevels = fc.uniqueArray(fc.integer({ min: 1, max: 13 }), { maxLength: 5 });

  it('is the conjunction of the role part and the member part', () => {
    fc.assert(
      fc.property(roles, memberLevels, roles, memberLevels, (ruleRoles, ruleMember, heldRoles, heldMember) => {
        const held = [...heldRoles, ...heldMember];
        const roleOk = ruleRoles.length === 0 || ruleRoles.some((id) => held.includes(id));
        const memberOk = ruleMember.length === 0 || ruleMember.some((id) => held.includes(id));
        return levelsAllow([...ruleRoles, ...ruleMember], held) === (roleOk && memberOk);
      }),
    );
  });

  it('never takes a level away by holding more', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 20 })),
        fc.array(fc.integer({ min: 1, max: 20 })),
        fc.integer({ min: 1, max: 20 }),
        (rule, held, extra) => !levelsAllow(rule, held) || levelsAllow(rule, [...held, extra]),
      ),
    );
  });
});
