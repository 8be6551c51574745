import { FEATURE, isFeatureAvailable, menuFeatures, type FeatureFlag } from '../features';
import { USER_ROLE } from '../levels';

const flags: FeatureFlag[] = [
  { feature: FEATURE.news, available: true, displayInMenu: true, levels: [] },
  {
    feature: FEATURE.spendAndSavings,
    available: true,
    displayInMenu: true,
    levels: [USER_ROLE.owner, USER_ROLE.manager],
  },
  { feature: FEATURE.selfOnboarding, available: true, displayInMenu: false, levels: [USER_ROLE.owner] },
  { feature: FEATURE.vetData, available: false, displayInMenu: true, levels: [] },
  { feature: FEATURE.commitments, available: true, displayInMenu: true, levels: [2] },
];

describe('isFeatureAvailable', () => {
  it('needs a flag that is available and allows the held levels', () => {
    expect(isFeatureAvailable(flags, FEATURE.news, [USER_ROLE.viewer])).toBe(true);
    expect(isFeatureAvailable(flags, FEATURE.spendAndSavings, [USER_ROLE.viewer])).toBe(false);
    expect(isFeatureAvailable(flags, FEATURE.spendAndSavings, [USER_ROLE.manager])).toBe(true);
    expect(isFeatureAvailable(flags, FEATURE.vetData, [USER_ROLE.owner])).toBe(false);
    expect(isFeatureAvailable(flags, FEATURE.forum, [USER_ROLE.owner])).toBe(false);
  });

  it('counts a feature hidden from the menu as available', () => {
    expect(isFeatureAvailable(flags, FEATURE.selfOnboarding, [USER_ROLE.owner])).toBe(true);
  });
});

describe('menuFeatures', () => {
  it('keeps available features shown in the menu and allowed for the levels (spec §5)', () => {
    expect([...menuFeatures(flags, [USER_ROLE.owner, 1])].sort()).toEqual(
      [FEATURE.news, FEATURE.spendAndSavings].sort(),
    );
    expect([...menuFeatures(flags, [USER_ROLE.viewer, 2])].sort()).toEqual([FEATURE.news, FEATURE.commitments].sort());
  });
});
