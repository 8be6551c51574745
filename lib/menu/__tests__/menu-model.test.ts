import fc from 'fast-check';
import { FEATURE, type FeatureFlag } from '@/lib/rules/features';
import { USER_ROLE } from '@/lib/rules/levels';
import { POLICY, type PolicyAction } from '@/lib/rules/policy';
import { buildFeatureFlags } from '@/testing/fixtures';
import english from '../../../locales/en/common.json';
import { buildMenu, currentLinkPath, menuLinks, type MenuViewer, type VisibleMenuItem } from '../menu-model';
import type { MenuItem } from '../menu-items';

const B_BASIC = 1;
const B_ENGAGED = 2;

/** The seeded Swedish flags: reports for roles 14-16, spend and savings 14-15, commitments b-engaged, self onboarding hidden. */
const swedishFlags = buildFeatureFlags({
  [FEATURE.reports]: { levels: [14, 15, 16] },
  [FEATURE.spendAndSavings]: { levels: [14, 15] },
  [FEATURE.selfOnboarding]: { levels: [14], displayInMenu: false },
  [FEATURE.commitments]: { levels: [B_ENGAGED] },
  [FEATURE.clinicFinder]: { displayInMenu: false },
});

type ViewerOverrides = Partial<Omit<MenuViewer, 'can'>> & { isStaff?: boolean; isShared?: boolean };

/** A viewer whose `can()` asks the policy of a user with these levels and flags. */
function viewer({ isStaff = false, isShared = false, ...overrides }: ViewerOverrides = {}): MenuViewer {
  const base = { featureFlags: swedishFlags, heldLevels: [USER_ROLE.owner, B_BASIC], handbooksCount: 1, ...overrides };
  const subject = {
    isStaff,
    isShared,
    changeMember: false,
    heldLevels: base.heldLevels,
    memberLevelNames: [],
    featureFlags: base.featureFlags,
  };
  return { ...base, can: (action: PolicyAction) => POLICY[action](subject) };
}

/** A menu title in English (locales/en/common.json), as the menu shows it. */
const title = (titleKey: string): string => {
  const [group, key] = titleKey.split('.') as [keyof typeof english, string];
  return (english[group] as Record<string, string>)[key] ?? titleKey;
};

/** The menu as "Title: link, link" lines, easy to compare whole. */
function outline(menu: VisibleMenuItem[]): string[] {
  return menu.map((item) =>
    item.kind === 'LINK'
      ? `${title(item.titleKey)} -> ${item.path}`
      : `${title(item.titleKey)}: ${item.items.map((child) => title(child.titleKey)).join(', ')}`,
  );
}

describe('buildMenu', () => {
  it('gives a b-basic owner everything but commitments and the staff links', () => {
    expect(outline(buildMenu(viewer()))).toEqual([
      'Vetnet: Services, Contact us',
      'Partners: Presentations, Discover partners, Campaigns',
      'Community: Events, Forum, Direct Ads',
      'Reports -> /reports',
      'Knowledge: News, Wiki, Handbooks',
      'VetData: Survey, Member Dashboard, Report',
    ]);
  });

  it('gives a viewer no reports at all (neither reports nor spend and savings allow viewers)', () => {
    expect(outline(buildMenu(viewer({ heldLevels: [USER_ROLE.viewer, B_BASIC] })))).not.toContainEqual(
      expect.stringMatching(/^Reports/),
    );
  });

  it('shows Procurement to a b-engaged member only (both level conditions)', () => {
    expect(outline(buildMenu(viewer({ heldLevels: [USER_ROLE.owner, B_ENGAGED] })))).toContain(
      'Procurement: Commitments, Track',
    );
    expect(outline(buildMenu(viewer()))).not.toContainEqual(expect.stringMatching(/^Procurement/));
  });

  it('gives staff the staff-only links and Handbooks even without handbooks', () => {
    const menu = outline(buildMenu(viewer({ isStaff: true, handbooksCount: 0 })));
    expect(menu).toContain('Knowledge: News, Wiki, Handbooks, Digest');
    expect(menu).toContain(
      'VetData: Survey, Member Dashboard, Report, Members Report, Suppliers Dashboard, Suppliers Reports',
    );
  });

  it('hides Handbooks from non-staff when there are none', () => {
    expect(outline(buildMenu(viewer({ handbooksCount: 0 })))).toContain('Knowledge: News, Wiki');
  });

  it('turns Reports into the spend-and-savings link when that is the only reports feature', () => {
    const flags = buildFeatureFlags({
      [FEATURE.reports]: { available: false },
      [FEATURE.spendAndSavings]: { levels: [14, 15] },
    });
    expect(outline(buildMenu(viewer({ featureFlags: flags, heldLevels: [USER_ROLE.manager, B_BASIC] })))).toContain(
      'Reports -> /reports/dashboard',
    );
    expect(
      outline(buildMenu(viewer({ featureFlags: flags, heldLevels: [USER_ROLE.viewer, B_BASIC] }))),
    ).not.toContainEqual(expect.stringMatching(/^Reports/));
  });

  it('keeps Reports on /reports when both reports features are available', () => {
    expect(outline(buildMenu(viewer()))).toContain('Reports -> /reports');
  });

  it('hides a dropdown whose links are all hidden', () => {
    const flags = buildFeatureFlags({ [FEATURE.vetData]: { available: false } });
    expect(outline(buildMenu(viewer({ featureFlags: flags })))).not.toContainEqual(expect.stringMatching(/^VetData/));
    const staffMenu = outline(buildMenu(viewer({ featureFlags: flags, isStaff: true })));
    expect(staffMenu).toContain('VetData: Members Report, Suppliers Dashboard, Suppliers Reports');
  });

  it('leaves out features hidden from the menu or unavailable', () => {
    const flags = buildFeatureFlags({
      [FEATURE.forum]: { displayInMenu: false },
      [FEATURE.directAds]: { available: false },
    });
    expect(outline(buildMenu(viewer({ featureFlags: flags })))).toContain('Community: Events');
  });

  it('shows nothing for a missing flag, and never a staff-only link to a member', () => {
    const someFlags = (flags: FeatureFlag[]) => fc.subarray(flags);
    fc.assert(
      fc.property(someFlags(buildFeatureFlags()), fc.boolean(), (flags, isStaff) => {
        const links = menuLinks(buildMenu(viewer({ featureFlags: flags, isStaff })));
        const staffPaths = [
          '/digest',
          '/vetdata/members-report',
          '/vetdata/suppliers-dashboard',
          '/vetdata/suppliers-reports',
        ];
        return isStaff || links.every((item) => !staffPaths.includes(item.path));
      }),
    );
  });

  it('shows a link with a policy action only to viewers the policy allows', () => {
    const menu: MenuItem[] = [
      {
        kind: 'LINK',
        titleKey: 'menu.users',
        path: '/users',
        feature: FEATURE.news,
        policy: 'manageUsers',
      },
    ];
    const flags = buildFeatureFlags({ [FEATURE.selfOnboarding]: { levels: [USER_ROLE.owner] } });
    expect(outline(buildMenu(viewer({ featureFlags: flags }), menu))).toEqual(['menu.users -> /users']);
    expect(buildMenu(viewer({ featureFlags: flags, isShared: true }), menu)).toEqual([]);
    expect(buildMenu(viewer({ featureFlags: flags, heldLevels: [USER_ROLE.manager, B_BASIC] }), menu)).toEqual([]);
  });

  it('never shows an empty dropdown', () => {
    fc.assert(
      fc.property(
        fc.subarray(buildFeatureFlags()),
        fc.subarray([14, 15, 16, 17, 1, 2, 3]),
        fc.boolean(),
        fc.nat(3),
        (flags, held, isStaff, handbooksCount) =>
          buildMenu(viewer({ featureFlags: flags, heldLevels: held, isStaff, handbooksCount })).every(
            (item) => item.kind === 'LINK' || item.items.length > 0,
          ),
      ),
    );
  });
});

describe('currentLinkPath', () => {
  const links = menuLinks(buildMenu(viewer({ isStaff: true, heldLevels: [USER_ROLE.owner, B_ENGAGED] })));

  it.each([
    ['/news', '/news'],
    ['/news/12-hello', '/news'],
    ['/commitments/track', '/commitments/track'],
    ['/commitments', '/commitments'],
    ['/events/past', '/events/upcoming'],
    ['/events/12-party?x=1', '/events/upcoming'],
    ['/wiki/articles/3-a#top', '/wiki/articles'],
    ['/', null],
    ['/settings/me', null],
  ])('marks %s with %s', (path, expected) => {
    expect(currentLinkPath(links, path)).toBe(expected);
  });
});
