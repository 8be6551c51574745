import { PRODUCT } from '@/lib/config/product';
import { FEATURE, type FeatureId } from '@/lib/rules/features';

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
  /** Shown to staff only (spec §6). */
  staffOnly?: boolean;
  /** Shown to whoever it is for even when the feature's flag hides it from the menu. */
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

const link = (titleKey: string, fallbackTitle: string, path: string, feature: FeatureId, extra: Partial<MenuLinkItem> = {}): MenuLinkItem => ({
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
      link('menu.services', 'Services', '/services', FEATURE.services),
      link('menu.contact', 'Contact us', '/contacts', FEATURE.contact),
    ],
  },
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.partners',
    fallbackTitle: 'Partners',
    items: [
      link('menu.presentations', 'Presentations', '/partners', FEATURE.partners),
      link('menu.campaigns', 'Campaigns', '/campaigns', FEATURE.campaigns),
    ],
  },
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.community',
    fallbackTitle: 'Community',
    items: [
      link('menu.events', 'Events', '/events/upcoming', FEATURE.events),
      link('menu.forum', 'Forum', '/forum', FEATURE.forum),
      link('menu.directAds', 'Direct Ads', '/directads', FEATURE.directAds),
    ],
  },
  link('menu.reports', 'Reports', '/reports', FEATURE.reports, {
    alternative: { feature: FEATURE.spendAndSavings, path: '/reports/dashboard' },
  }),
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.procurement',
    fallbackTitle: 'Procurement',
    items: [
      link('menu.commitments', 'Commitments', '/commitments', FEATURE.commitments),
      link('menu.track', 'Track', '/commitments/track', FEATURE.commitments),
    ],
  },
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.knowledge',
    fallbackTitle: 'Knowledge',
    items: [
      link('menu.news', 'News', '/news', FEATURE.news),
      link('menu.wiki', 'Wiki', '/wiki/articles', FEATURE.wiki),
      link('menu.handbooks', 'Handbooks', '/handbooks', FEATURE.handbooks),
      link('menu.digest', 'Digest', '/digest', FEATURE.digest, { staffOnly: true, alwaysOn: true }),
    ],
  },
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.vetData',
    fallbackTitle: 'VetData',
    items: [
      link('menu.survey', 'Survey', '/vetdata/surveys', FEATURE.vetData),
      link('menu.memberDashboard', 'Member Dashboard', '/vetdata/member-dashboard', FEATURE.vetData),
      link('menu.report', 'Report', '/vetdata/member-report', FEATURE.vetData),
      link('menu.membersReport', 'Members Report', '/vetdata/members-report', FEATURE.vetData, { staffOnly: true, alwaysOn: true }),
      link('menu.suppliersDashboard', 'Suppliers Dashboard', '/vetdata/suppliers-dashboard', FEATURE.vetData, { staffOnly: true, alwaysOn: true }),
      link('menu.suppliersReports', 'Suppliers Reports', '/vetdata/suppliers-reports', FEATURE.vetData, { staffOnly: true, alwaysOn: true }),
    ],
  },
];
