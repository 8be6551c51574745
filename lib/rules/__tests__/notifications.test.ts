import fc from 'fast-check';
import { FEATURE, FEATURE_IDS, type FeatureFlag } from '../features';
import { USER_ROLE } from '../levels';
import { isNotificationVisible, visibleNotificationTypes } from '../notifications';

/** Every feature available to all, but for `overrides` (these rules are shared with the admin API, so no portal fixtures). */
function buildFeatureFlags(overrides: Record<number, Partial<FeatureFlag>> = {}): FeatureFlag[] {
  return FEATURE_IDS.map((feature) => ({
    feature,
    available: true,
    displayInMenu: true,
    levels: [],
    ...overrides[feature],
  }));
}

const actor = (levels: number[] = []) => ({ id: 12, title: 'Årets möte på kliniken', levels });
const owner = [USER_ROLE.owner, 1];

describe('isNotificationVisible (spec §5)', () => {
  const flags = buildFeatureFlags({ [FEATURE.forum]: { available: false }, [FEATURE.reports]: { levels: [14, 15] } });

  it('shows a type whose feature is available for the user', () => {
    expect(isNotificationVisible({ description: 'News', actor: actor() }, flags, owner)).toBe(true);
    expect(isNotificationVisible({ description: 'Report', actor: actor() }, flags, owner)).toBe(true);
  });

  it('hides a type whose feature is unavailable, or not allowed for the user’s levels', () => {
    expect(isNotificationVisible({ description: 'Post', actor: actor() }, flags, owner)).toBe(false);
    expect(isNotificationVisible({ description: 'Report', actor: actor() }, flags, [USER_ROLE.viewer, 1])).toBe(false);
  });

  it('shows Handbook notifications without a feature, and hides types without one', () => {
    const noFlags = buildFeatureFlags({ [FEATURE.handbooks]: { available: false } });
    expect(isNotificationVisible({ description: 'Handbook', actor: actor() }, noFlags, owner)).toBe(true);
    expect(isNotificationVisible({ description: 'Announcement', actor: actor() }, flags, owner)).toBe(false);
  });

  it('applies the actor’s levels to the user’s role and member levels', () => {
    expect(isNotificationVisible({ description: 'News', actor: actor([2]) }, flags, owner)).toBe(false);
    expect(isNotificationVisible({ description: 'News', actor: actor([2]) }, flags, [USER_ROLE.viewer, 2])).toBe(true);
    expect(isNotificationVisible({ description: 'News', actor: actor([14, 15]) }, flags, owner)).toBe(true);
    expect(isNotificationVisible({ description: 'News', actor: actor([14, 2]) }, flags, owner)).toBe(false);
  });

  it('shows an actor without levels to everyone who has the feature', () => {
    fc.assert(
      fc.property(fc.subarray([14, 15, 16, 17, 1, 2, 3], { minLength: 1 }), (held) =>
        isNotificationVisible({ description: 'News', actor: actor() }, buildFeatureFlags(), held),
      ),
    );
  });
});

describe('visibleNotificationTypes', () => {
  it('lists Handbook always, and the types whose feature the user may use', () => {
    const flags = buildFeatureFlags({ [FEATURE.forum]: { available: false }, [FEATURE.reports]: { levels: [14, 15] } });
    const types = visibleNotificationTypes(flags, owner);
    expect(types).toContain('Handbook');
    expect(types).toEqual(expect.arrayContaining(['News', 'Event', 'Report']));
    expect(types).not.toContain('Post');
    expect(visibleNotificationTypes(flags, [USER_ROLE.viewer, 1])).not.toContain('Report');
    expect(visibleNotificationTypes([], owner)).toEqual(['Handbook']);
  });
});
