import { PRODUCT } from '@/lib/config/product';
import { ROUTES } from '@/lib/routes';
import { FEATURE, type FeatureId } from '@/lib/rules/features';
import type { PolicyAction } from '@/lib/rules/policy';

/** A link of the navigation (spec §3 "Menu item"). */
export type MenuLinkItem = {
  kind: 'LINK';
  /** The translation key of the title (namespace `common`). */
  titleKey: string;
  /** The title when the key has no translation. */
  fallbackTitle: string;
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
  fallbackTitle: string;
  items: MenuLinkItem[];
};

export type MenuItem = MenuLinkItem | MenuDropdownItem;

const link = (
  titleKey: string,
  fallbackTitle: string,
  path: string,
  feature: FeatureId,
  extra: Partial<MenuLinkItem> = {},
): MenuLinkItem => ({
  kind: 'LINK',
  titleKey,
  fallbackTitle,
  path,
  feature,
  ...extra,
});

/** The navigation of spec §2, in order. */
export const MENU: readonly MenuItem[] = [
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.product',
    fallbackTitle: PRODUCT.name,
    items: [
      link('menu.services', 'Services', ROUTES.services.list, FEATURE.services),
      link('menu.contact', 'Contact us', ROUTES.contacts, FEATURE.contact),
    ],
  },
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.partners',
    fallbackTitle: 'Partners',
    items: [
      link('menu.presentations', 'Presentations', ROUTES.partners.list, FEATURE.partners),
      link('menu.campaigns', 'Campaigns', ROUTES.campaigns.list, FEATURE.campaigns),
    ],
  },
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.community',
    fallbackTitle: 'Community',
    items: [
      link('menu.events', 'Events', ROUTES.events.list, FEATURE.events),
      link('menu.forum', 'Forum', ROUTES.forum.list, FEATURE.forum),
      link('menu.directAds', 'Direct Ads', ROUTES.directAds.list, FEATURE.directAds),
    ],
  },
  link('menu.reports', 'Reports', ROUTES.reports.list, FEATURE.reports, {
    alternative: { feature: FEATURE.spendAndSavings, path: ROUTES.reports.spendAndSavings },
  }),
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.procurement',
    fallbackTitle: 'Procurement',
    items: [
      link('menu.commitments', 'Commitments', ROUTES.commitments.list, FEATURE.commitments),
      link('menu.track', 'Track', ROUTES.commitments.track, FEATURE.commitments),
    ],
  },
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.knowledge',
    fallbackTitle: 'Knowledge',
    items: [
      link('menu.news', 'News', ROUTES.news.list, FEATURE.news),
      link('menu.wiki', 'Wiki', ROUTES.wiki.list, FEATURE.wiki),
      link('menu.handbooks', 'Handbooks', ROUTES.handbooks.list, FEATURE.handbooks),
      link('menu.digest', 'Digest', ROUTES.digest.home, FEATURE.digest, { policy: 'staffTools', alwaysOn: true }),
    ],
  },
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.vetData',
    fallbackTitle: 'VetData',
    items: [
      link('menu.survey', 'Survey', ROUTES.vetData.surveys, FEATURE.vetData),
      link('menu.memberDashboard', 'Member Dashboard', ROUTES.vetData.memberDashboard, FEATURE.vetData),
      link('menu.report', 'Report', ROUTES.vetData.memberReport, FEATURE.vetData),
      link('menu.membersReport', 'Members Report', ROUTES.vetData.membersReport, FEATURE.vetData, {
        policy: 'staffTools',
        alwaysOn: true,
      }),
      link('menu.suppliersDashboard', 'Suppliers Dashboard', ROUTES.vetData.suppliersDashboard, FEATURE.vetData, {
        policy: 'staffTools',
        alwaysOn: true,
      }),
      link('menu.suppliersReports', 'Suppliers Reports', ROUTES.vetData.suppliersReports, FEATURE.vetData, {
        policy: 'staffTools',
        alwaysOn: true,
      }),
    ],
  },
];
