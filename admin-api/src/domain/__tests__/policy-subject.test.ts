// The policy subject the guards decide on: built from the user as the portal builds it, so the
// shared POLICY gives the answers the admin API gave when it wrote the rules out itself.
import fc from 'fast-check';
import { FEATURE, type FeatureFlag, isFeatureAvailable } from '../../rules/features';
import { POLICY } from '../../rules/policy';
import { type CurrentUser, heldLevelIds } from '../current-user';
import { policySubject } from '../policy-subject';

const LEVEL_IDS = [1, 2, 3, 4, 5, 14, 15, 16, 17];

function user(overrides: {
  isStaff: boolean;
  isShared: boolean;
  changeMember: boolean;
  role: number;
  levels: number[];
}): CurrentUser {
  const language = { id: 1, code: 'en', name: 'English' };
  return {
    id: 1,
    email: 'someone@vetnet.example',
    firstName: 'Some',
    lastName: 'One',
    language,
    title: null,
    phoneNumber: '',
    isOnboarded: true,
    isStaff: overrides.isStaff,
    isSuperuser: false,
    isShared: overrides.isShared,
    isActive: true,
    tokenVersion: 0,
    preferences: [],
    hasDigestSubscribed: false,
    role: overrides.role,
    roleName: `role ${overrides.role}`,
    changeMember: overrides.changeMember,
    memberId: 9,
    member: {
      id: 9,
      name: 'Clinic',
      isVetnet: false,
      countryId: 3,
      levels: overrides.levels.map((id) => ({ id, name: id === 2 ? 'b-engaged' : `level ${id}` })),
      country: {
        id: 3,
        name: 'Sweden',
        code: 'se',
        useLanguageSelector: true,
        currency: 'SEK',
        contactEmail: 'c@x',
        languages: [language],
      },
    },
  };
}

const userArbitrary = fc.record({
  isStaff: fc.boolean(),
  isShared: fc.boolean(),
  changeMember: fc.boolean(),
  role: fc.constantFrom(14, 15, 16, 17),
  levels: fc.uniqueArray(fc.constantFrom(...LEVEL_IDS.slice(0, 5))),
});

const flagsArbitrary: fc.Arbitrary<FeatureFlag[]> = fc.uniqueArray(
  fc.record({
    feature: fc.constantFrom(FEATURE.selfOnboarding, FEATURE.contact, FEATURE.news),
    available: fc.boolean(),
    displayInMenu: fc.boolean(),
    levels: fc.uniqueArray(fc.constantFrom(...LEVEL_IDS)),
  }),
  { selector: (flag) => flag.feature },
);

describe('policySubject', () => {
  it('carries the user’s staff, shared and change-member status, held levels, level names and flags', () => {
    const someone = user({ isStaff: false, isShared: true, changeMember: true, role: 15, levels: [2, 4] });
    const flags: FeatureFlag[] = [{ feature: FEATURE.contact, available: true, displayInMenu: true, levels: [] }];
    expect(policySubject(someone, flags)).toEqual({
      isStaff: false,
      isShared: true,
      changeMember: true,
      heldLevels: [15, 2, 4],
      memberLevelNames: ['b-engaged', 'level 4'],
      featureFlags: flags,
    });
  });

  it('makes POLICY.manageUsers the rule users/ used to write out: not shared, and Self Onboarding for the held levels', () => {
    fc.assert(
      fc.property(userArbitrary, flagsArbitrary, (fields, flags) => {
        const someone = user(fields);
        const restated = !someone.isShared && isFeatureAvailable(flags, FEATURE.selfOnboarding, heldLevelIds(someone));
        return POLICY.manageUsers(policySubject(someone, flags)) === restated;
      }),
    );
  });
});
