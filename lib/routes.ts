// The portal's pages (spec §2 "Route table"), in one place: the menu, the notification targets,
// the content types, the shell and every link read their paths from here, so a page moves by
// changing one line. A page enters the map when it is built or first linked to (every route of
// the spec is not listed ahead: this map is in every page's first-load JavaScript).

import { DIGEST_PAGES } from '@/lib/contract/digest-pages';

/** `/base/<segment>` for an item page, where `segment` is `id-slug` (lib/text/slug) or an id. */
const under = (base: string) => (segment: string | number) => `${base}/${segment}`;

/** A content area's pages: the members' list, an item, the staff list and the staff editor. */
export type ContentPages = {
  list: string;
  detail: (segment: string | number) => string;
  admin: string;
  adminItem: (segment: string | number) => string;
};

const contentArea = (list: string, detailBase = list): ContentPages => ({
  list,
  detail: under(detailBase),
  admin: `${detailBase}/admin`,
  adminItem: under(`${detailBase}/admin`),
});

/** A part of a parent's page (a handbook's chapters and sections): the parent's pages, its own staff list and editor. */
const partArea = (parent: ContentPages, admin: string): ContentPages => ({ ...parent, admin, adminItem: under(admin) });

const handbooks = contentArea('/handbooks');

export const ROUTES = {
  home: '/',
  login: '/login',
  resetPassword: '/login/reset-password',
  error: '/error',
  release: '/release',
  notifications: '/notifications',
  contacts: '/contacts',
  unsupportedBrowser: '/unsupported-browser',
  news: contentArea('/news'),
  wiki: contentArea('/wiki/articles'),
  services: contentArea('/services'),
  events: {
    ...contentArea('/events/upcoming', '/events'),
    /** The events' tabs (`?scope=` of the API): `/events/upcoming`, `/events/past`. */
    scope: (scope: string) => `/events/${scope}`,
  },
  partners: {
    ...contentArea('/partners'),
    /** Discovery categories, and the partners in one (`/partners/discover/<id>`). */
    discover: '/partners/discover',
    discoverCategory: under('/partners/discover'),
  },
  campaigns: {
    ...contentArea('/campaigns'),
    /** A campaign opens over the list, by `?id=<id-slug>` (spec §2). */
    detail: (segment: string | number) => `/campaigns?id=${segment}`,
  },
  directAds: contentArea('/directads'),
  handbooks: {
    ...handbooks,
    chapters: partArea(handbooks, '/handbooks/chapter/admin'),
    sections: partArea(handbooks, '/handbooks/section/admin'),
  },
  // The areas still to build: the pages something already links to (the menu, notifications).
  forum: { list: '/forum', post: under('/forum') },
  commitments: { list: '/commitments', track: '/commitments/track' },
  reports: { list: '/reports', spendAndSavings: '/reports/dashboard', quarterly: '/reports/quarterly' },
  digest: {
    home: '/digest',
    subscribers: '/digest/subscribers',
    headerGifs: '/digest/headergifs',
    /** The public page of a digest mail's unsubscribe link (the mail's link, written once in lib/contract/digest). */
    unsubscribe: DIGEST_PAGES.unsubscribe,
  },
  settings: {
    me: '/settings/me',
    manageUsers: '/settings/manage-users',
    manageCustomers: '/settings/manage-costumers',
  },
  vetData: {
    home: '/vetdata',
    surveys: '/vetdata/surveys',
    survey: (id: number) => `/vetdata/surveys/${id}`,
    memberDashboard: '/vetdata/member-dashboard',
    memberReport: '/vetdata/member-report',
    membersReport: '/vetdata/members-report',
    suppliersDashboard: '/vetdata/suppliers-dashboard',
    suppliersReports: '/vetdata/suppliers-reports',
  },
} as const;

/** Whether `path` is the login page or one of its sub-pages (reset, set password). */
export const isLoginPath = (path: string): boolean => path === ROUTES.login || path.startsWith(`${ROUTES.login}/`);
