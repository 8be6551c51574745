import fc from 'fast-check';
import { buildFeatureFlags } from '@/testing/fixtures';
import { FEATURE } from '@/lib/rules/features';
import { USER_ROLE } from '@/lib/rules/levels';
import { isNotificationVisible, notificationTarget } from '../notification-rules';

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

describe('notificationTarget (spec §2)', () => {
  it.each([
    ['Event', '/events/12-arets-mote-pa-kliniken'],
    ['News', '/news/12-arets-mote-pa-kliniken'],
    ['Wiki', '/wiki/articles/12-arets-mote-pa-kliniken'],
    ['Handbook', '/handbooks/12-arets-mote-pa-kliniken'],
    ['Post', '/forum/12'],
    ['Campaign', '/campaigns?id=12-arets-mote-pa-kliniken'],
    ['DirectAd', '/directads/12'],
    ['Partner', '/partners/12-arets-mote-pa-kliniken'],
    ['Report', '/reports'],
    ['Service', '/services/12-arets-mote-pa-kliniken'],
    ['Announcement', '/'],
    ['', '/'],
  ])('leads a %s notification to %s', (description, path) => {
    expect(notificationTarget({ description, actor: actor() })).toBe(path);
  });

  it('always leads to a path on the portal', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1 }), fc.string(), (description, id, title) => {
        const target = notificationTarget({ description, actor: { id, title, levels: [] } });
        return target.startsWith('/') && !target.startsWith('//');
      }),
    );
  });
});
