import { FEATURE, type FeatureFlag } from '../features';
import { POLICY, type PolicySubject } from '../policy';

const flags: FeatureFlag[] = [{ feature: FEATURE.selfOnboarding, available: true, displayInMenu: false, levels: [14] }];

function subject(overrides: Partial<PolicySubject> = {}): PolicySubject {
  return {
    isStaff: false,
    isShared: false,
    changeMember: false,
    heldLevels: [14, 1],
    memberLevelNames: ['b-basic'],
    featureFlags: flags,
    ...overrides,
  };
}

describe('POLICY (spec §6)', () => {
  it('lets a non-shared owner manage users, not a shared one, a manager, or anyone without the feature', () => {
    expect(POLICY.manageUsers(subject())).toBe(true);
    expect(POLICY.manageUsers(subject({ isShared: true }))).toBe(false);
    expect(POLICY.manageUsers(subject({ heldLevels: [15, 1] }))).toBe(false);
    expect(POLICY.manageUsers(subject({ featureFlags: [] }))).toBe(false);
  });

  it('lets only a b-engaged member’s user manager manage customers', () => {
    expect(POLICY.manageCustomers(subject())).toBe(false);
    expect(POLICY.manageCustomers(subject({ memberLevelNames: ['b-engaged'] }))).toBe(true);
    expect(POLICY.manageCustomers(subject({ memberLevelNames: ['b-engaged'], isShared: true }))).toBe(false);
  });

  it('opens the developer panel to staff and to users who may change member', () => {
    expect(POLICY.developerPanel(subject())).toBe(false);
    expect(POLICY.developerPanel(subject({ isStaff: true }))).toBe(true);
    expect(POLICY.developerPanel(subject({ changeMember: true }))).toBe(true);
  });
});
