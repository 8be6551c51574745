import fc from 'fast-check';
import { USER_ROLE, USER_ROLE_IDS } from '../levels';
import {
  assignableRoles,
  type UserAdminActor,
  type UserAdminChange,
  type UserAdminTarget,
  userChangeProblem,
} from '../user-admin';

const { owner, manager, contributor, viewer } = USER_ROLE;
const STAFF: UserAdminActor = { id: 1000, role: owner, isStaff: true };
const person = (id: number, role: number, isActive = true) => ({ id, role, isActive, isStaff: false });

describe('assignableRoles', () => {
  it('gives owners and staff every role, anyone else every role but owner', () => {
    expect(assignableRoles(person(1, owner))).toEqual([owner, manager, contributor, viewer]);
    expect(assignableRoles(STAFF)).toEqual(USER_ROLE_IDS);
    expect(assignableRoles({ ...STAFF, role: viewer })).toEqual(USER_ROLE_IDS);
    for (const role of [manager, contributor, viewer]) {
      expect(assignableRoles(person(1, role))).toEqual([manager, contributor, viewer]);
    }
  });
});

describe('userChangeProblem: the rules one by one', () => {
  const olivia = person(1, owner);
  const maja = person(2, manager);
  const vera = person(3, viewer);

  it('refuses a change of your own role or your own deactivation', () => {
    expect(userChangeProblem(olivia, olivia, { role: manager }, 2)).toBe('self');
    expect(userChangeProblem(olivia, olivia, { isActive: false }, 2)).toBe('self');
    expect(userChangeProblem(maja, maja, { role: contributor }, 1)).toBe('self');
  });

  it('keeps the last active owner an active owner, and says so first', () => {
    expect(userChangeProblem(STAFF, olivia, { role: viewer }, 1)).toBe('lastOwner');
    expect(userChangeProblem(STAFF, olivia, { isActive: false }, 1)).toBe('lastOwner');
    expect(userChangeProblem(olivia, olivia, { role: manager }, 1)).toBe('lastOwner');
    expect(userChangeProblem(STAFF, olivia, { role: viewer }, 2)).toBeNull();
    // An inactive owner is not one of the active owners: reactivating or demoting them is fine.
    expect(userChangeProblem(STAFF, person(4, owner, false), { role: viewer }, 1)).toBeNull();
  });

  it('lets only owners and staff make or change an owner', () => {
    expect(userChangeProblem(maja, vera, { role: owner }, 1)).toBe('ownerByNonOwner');
    expect(userChangeProblem(maja, person(5, owner), { role: viewer }, 2)).toBe('ownerByNonOwner');
    expect(userChangeProblem(maja, person(5, owner), { isActive: false }, 2)).toBe('ownerByNonOwner');
    expect(userChangeProblem(maja, person(5, owner, false), { isActive: true }, 1)).toBe('ownerByNonOwner');
    expect(userChangeProblem(olivia, vera, { role: owner }, 1)).toBeNull();
    expect(userChangeProblem(STAFF, vera, { role: owner }, 1)).toBeNull();
    expect(userChangeProblem(maja, vera, { role: contributor, isActive: false }, 1)).toBeNull();
  });

  it('leaves a staff account to staff', () => {
    const stella = { ...person(6, owner), isStaff: true };
    expect(userChangeProblem(olivia, stella, { role: manager }, 2)).toBe('staffByNonStaff');
    expect(userChangeProblem(olivia, stella, { isActive: false }, 2)).toBe('staffByNonStaff');
    expect(userChangeProblem(STAFF, stella, { role: manager }, 2)).toBeNull();
  });

  it('never refuses what changes nothing', () => {
    expect(userChangeProblem(olivia, olivia, {}, 1)).toBeNull();
    expect(userChangeProblem(olivia, olivia, { role: owner, isActive: true }, 1)).toBeNull();
    expect(userChangeProblem(maja, person(5, owner), { role: owner }, 1)).toBeNull();
  });
});

// A member's users and someone acting on them, as the API sees them: the actor is one of the
// member's active users or staff.
const role = fc.constantFrom(...USER_ROLE_IDS);
const userState = fc.record({ role, isActive: fc.boolean() });
const change: fc.Arbitrary<UserAdminChange> = fc.record({ role, isActive: fc.boolean() }, { requiredKeys: [] });
const member = fc
  .array(userState, { minLength: 1, maxLength: 6 })
  .map((states) => states.map((state, index) => ({ id: index + 1, ...state })));
type MemberUser = UserAdminTarget;

const activeOwners = (users: readonly MemberUser[]) =>
  users.filter((user) => user.role === owner && user.isActive).length;

const apply = (user: MemberUser, changes: UserAdminChange): MemberUser => ({
  ...user,
  role: changes.role ?? user.role,
  isActive: changes.isActive ?? user.isActive,
});

const changesSomething = (target: MemberUser, changes: UserAdminChange) =>
  (changes.role !== undefined && changes.role !== target.role) ||
  (changes.isActive !== undefined && changes.isActive !== target.isActive);

/** Picks the actor: staff (index -1) or the member's user at that index, if active. */
function actorOf(users: readonly MemberUser[], pick: number): UserAdminActor | null {
  if (pick < 0) return STAFF;
  const user = users[pick % users.length];
  return user?.isActive ? { id: user.id, role: user.role, isStaff: false } : null;
}

describe('userChangeProblem: properties', () => {
  const step = fc.record({ actor: fc.integer({ min: -1, max: 5 }), target: fc.nat(5), change });

  it('lets no sequence of allowed changes leave a member that had an active owner without one', () => {
    fc.assert(
      fc.property(member, fc.array(step, { maxLength: 30 }), (start, steps) => {
        fc.pre(activeOwners(start) > 0);
        let users: MemberUser[] = start;
        for (const { actor: pick, target: index, change: changes } of steps) {
          const actor = actorOf(users, pick);
          const target = users[index % users.length];
          if (!actor || !target) continue;
          if (userChangeProblem(actor, target, changes, activeOwners(users)) !== null) continue;
          users = users.map((user) => (user.id === target.id ? apply(user, changes) : user));
          expect(activeOwners(users)).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('lets nobody change themselves', () => {
    fc.assert(
      fc.property(userState, change, fc.nat(10), (state, changes, owners) => {
        const self = { id: 7, ...state, isActive: true };
        fc.pre(changesSomething(self, changes));
        expect(userChangeProblem({ ...self, isStaff: false }, self, changes, owners)).not.toBeNull();
      }),
    );
  });

  it('never lets a non-owner make, change, deactivate or reactivate an owner', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(manager, contributor, viewer),
        userState,
        change,
        fc.integer({ min: 1, max: 10 }),
        (actorRole, state, changes, owners) => {
          const target = { id: 2, ...state };
          fc.pre(changesSomething(target, changes) && (target.role === owner || changes.role === owner));
          expect(userChangeProblem(person(1, actorRole), target, changes, owners)).not.toBeNull();
        },
      ),
    );
  });

  it('never refuses a change that changes nothing, whoever asks', () => {
    fc.assert(
      fc.property(userState, fc.boolean(), fc.nat(10), (state, staff, owners) => {
        const target = { id: 2, ...state };
        const actor = staff ? STAFF : person(2, viewer);
        expect(userChangeProblem(actor, target, { role: target.role, isActive: target.isActive }, owners)).toBeNull();
      }),
    );
  });

  it('lets owners and staff do anything to someone else while another active owner remains', () => {
    fc.assert(
      fc.property(userState, change, fc.boolean(), (state, changes, staff) => {
        const actor = staff ? STAFF : person(1, owner);
        expect(userChangeProblem(actor, { id: 2, ...state }, changes, 2)).toBeNull();
      }),
    );
  });
});
