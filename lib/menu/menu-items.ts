import { ROUTES } from '@/lib/routes';
import { FEATURE, type FeatureId } from '@/lib/rules/features';
import type { PolicyAction } from '@/lib/rules/policy';

/** A link of the navigation (spec §3 "Menu item"). */
export type MenuLinkItem = {
  kind: 'LINK';
  /** The translation key of the title (namespace `common`). */
  titleKey: string;
  path: string;
  /** The feature whose flag decides whether the link is shown. */
  feature: FeatureId;
  /** The policy action (lib/rules/policy) a viewer must pass to see the link, e.g. staff tools (spec §6). */
  policy?: PolicyAction;
  /** Shown to whoever its policy allows even when the feature's flag hides it from the menu. */
  alwaysOn?: boolean;
  /** Where the link leads instead when only this other feature is available (Reports → spend and savings). */
  alternative?: { feature: FeatureId; path: string };
};

export type MenuDropdownItem = {
  kind: 'DROPDOWN';
  titleKey: string;
  items: MenuLinkItem[];
};

export type MenuItem = MenuLinkItem | MenuDropdownItem;

const link = (titleKey: string, path: string, feature: FeatureId, extra: Partial<MenuLinkItem> = {}): MenuLinkItem => ({
  kind: 'LINK',
  titleKey,
  path,
  feature,
  ...extra,
});

/** The navigation of spec §2, in order. */
export const MENU: readonly MenuItem[] = [
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.product',
    items: [
      link('menu.services', ROUTES.services.list, FEATURE.services),
      link('menu.contact', ROUTES.contacts, FEATURE.contact),
    ],
  },
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.partners',
    items: [
      link('menu.presentations', ROUTES.partners.list, FEATURE.partners),
      // Beyond the spec's menu: the way in to /partners/discover, which nothing else links to.
      link('menu.discoverPartners', ROUTES.partners.discover, FEATURE.partners),
      link('menu.campaigns', ROUTES.campaigns.list, FEATURE.campaigns),
    ],
  },
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.community',
    items: [
      link('menu.events', ROUTES.events.list, FEATURE.events),
      link('menu.forum', ROUTES.forum.list, FEATURE.forum),
      link('menu.directAds', ROUTES.directAds.list, FEATURE.directAds),
    ],
  },
  link('menu.reports', ROUTES.reports.list, FEATURE.reports, {
    alternative: { feature: FEATURE.spendAndSavings, path: ROUTES.reports.spendAndSavings },
  }),
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.procurement',
    items: [
      link('menu.commitments', ROUTES.commitments.list, FEATURE.commitments),
      link('menu.track', ROUTES.commitments.track, FEATURE.commitments),
    ],
  },
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.knowledge',
    items: [
      link('menu.news', ROUTES.news.list, FEATURE.news),
      link('menu.wiki', ROUTES.wiki.list, FEATURE.wiki),
      link('menu.handbooks', ROUTES.handbooks.list, FEATURE.handbooks),
      link('menu.digest', ROUTES.digest.home, FEATURE.digest, { policy: 'staffTools', alwaysOn: true }),
    ],
  },
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.vetData',
    items: [
      link('menu.survey', ROUTES.vetData.surveys, FEATURE.vetData),
      link('menu.memberDashboard', ROUTES.vetData.memberDashboard, FEATURE.vetData),
      link('menu.report', ROUTES.vetData.memberReport, FEATURE.vetData),
      link('menu.membersReport', ROUTES.vetData.membersReport, FEATURE.vetData, {
        policy: 'staffTools',
        alwaysOn: true,
      }),
      link('menu.suppliersDashboard', ROUTES.vetData.suppliersDashboard, FEATURE.vetData, {
        policy: 'staffTools',
        alwaysOn: true,
      }),
      link('menu.suppliersReports', ROUTES.vetData.suppliersReports, FEATURE.vetData, {
        policy: 'staffTools',
        alwaysOn: true,
      }),
    ],
  },
];
