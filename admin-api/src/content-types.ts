// The production content types. Each declares only what makes it different: its paths, its
// feature, its own fields (stored in `content_items.extra`), its orderings and scopes, its parent,
// its cross-field rules and its own routes (content-type.ts says what each means). Everything else
// (list, detail, writes, files, categories, copying, visibility) is generic: a new type (partners,
// campaigns, direct ads, ...) is one more entry here. See docs/admin-api.md, "Adding a content type".
import { CONTENT_API } from './contract/content-api';
import { CONTENT_FIELDS } from './contract/content-fields';
import { CONTACT_TYPE } from './contract/partners';
import { campaignRelated } from './modules/campaigns/queries';
import { type ContentType } from './modules/content/content-type';
import { ownFields, parentOf } from './modules/content/contract-fields';
import { directAdRoutes } from './modules/direct-ads/type-routes';
import { handbookRelated } from './modules/handbooks/related';
import { handbookRoutes } from './modules/handbooks/type-routes';
import { partnerRelated } from './modules/partners/related';
import { copyPartnerExtras } from './modules/partners/service';
import { partnerRoutes } from './modules/partners/type-routes';
import { FEATURE } from './rules/features';

/** A collection of the shared contract as the routes name it: `/news/` is served at `news`. */
const served = (apiPath: string): string => apiPath.slice(1, -1);

export const NEWS: ContentType = {
  key: 'news',
  path: served(CONTENT_API.news.items),
  filesPath: served(CONTENT_API.news.files),
  feature: FEATURE.news,
  routes: true,
  categoryTree: false,
  defaultOrdering: ['-publishDate'],
  fields: ownFields(CONTENT_FIELDS.news),
};

export const WIKIS: ContentType = {
  key: 'wikis',
  path: served(CONTENT_API.wikis.items),
  filesPath: served(CONTENT_API.wikis.files),
  feature: FEATURE.wiki,
  routes: true,
  categoryTree: true,
  defaultOrdering: ['title'],
  fields: ownFields(CONTENT_FIELDS.wikis),
};

export const SERVICES: ContentType = {
  key: 'services',
  path: served(CONTENT_API.services.items),
  filesPath: served(CONTENT_API.services.files),
  feature: FEATURE.services,
  routes: true,
  categoryTree: false,
  defaultOrdering: ['title'],
  fields: ownFields(CONTENT_FIELDS.services),
};

export const EVENTS: ContentType = {
  key: 'events',
  path: served(CONTENT_API.events.items),
  filesPath: served(CONTENT_API.events.files),
  feature: FEATURE.events,
  routes: true,
  categoryTree: false,
  defaultOrdering: ['-startsAt'],
  fields: ownFields(CONTENT_FIELDS.events),
  ordered: [{ first: 'startsAt', last: 'endsAt', message: 'The end must not be before the start.' }],
  endField: 'endsAt',
  scopes: {
    upcoming: { where: 'not-ended', ordering: ['startsAt'] },
    past: { where: 'ended', ordering: ['-startsAt'] },
  },
};

/**
 * The group's suppliers as members meet them: a presentation per country (copied like news), the
 * agreement (the spec's contact/contract type, validity, the contract file), the supplier of the
 * purchase data it presents (`supplierCode`), sales reps, discovery categories and contact
 * requests (modules/partners). Its categories are its specializations.
 */
export const PARTNERS: ContentType = {
  key: 'partners',
  path: served(CONTENT_API.partners.items),
  filesPath: served(CONTENT_API.partners.files),
  feature: FEATURE.partners,
  routes: true,
  categoryTree: false,
  defaultOrdering: ['title'],
  fields: ownFields(CONTENT_FIELDS.partners, { contactType: { default: CONTACT_TYPE.general } }),
  ordered: [
    { first: 'agreementStartsAt', last: 'agreementEndsAt', message: 'The agreement must not end before it starts.' },
  ],
  relatedFields: { names: ['salesReps', 'contract', 'discoveryCategories', 'acceptsContactRequests'], in: 'detail' },
  related: partnerRelated,
  extraRoutes: partnerRoutes,
  afterCopy: copyPartnerExtras,
};

/** A partner's time-limited offer: members of its country see it while it runs. */
export const CAMPAIGNS: ContentType = {
  key: 'campaigns',
  path: served(CONTENT_API.campaigns.items),
  filesPath: served(CONTENT_API.campaigns.files),
  feature: FEATURE.campaigns,
  routes: true,
  categoryTree: false,
  defaultOrdering: ['-startsAt'],
  fields: ownFields(CONTENT_FIELDS.campaigns),
  ordered: [{ first: 'startsAt', last: 'endsAt', message: 'The end must not be before the start.' }],
  startField: 'startsAt',
  endField: 'endsAt',
  scopes: {
    // Ending soonest first: a campaign about to end leads the list.
    running: { where: 'running', ordering: ['endsAt'] },
    upcoming: { where: 'upcoming', ordering: ['startsAt'] },
    ended: { where: 'ended', ordering: ['-endsAt'] },
  },
  memberScopes: ['running'],
  relatedFields: { names: ['partner'], in: 'list-and-detail' },
  related: campaignRelated,
};

/** Classified ads (equipment, premises, jobs): members answer the advertiser through the API's relay. */
export const DIRECT_ADS: ContentType = {
  key: 'directads',
  path: served(CONTENT_API.directads.items),
  filesPath: served(CONTENT_API.directads.files),
  feature: FEATURE.directAds,
  routes: true,
  categoryTree: false,
  defaultOrdering: ['-publishDate'],
  fields: ownFields(CONTENT_FIELDS.directads),
  endField: 'expiresAt',
  scopes: {
    current: { where: 'not-ended', ordering: ['-publishDate'] },
    expired: { where: 'ended', ordering: ['-expiresAt'] },
  },
  memberScopes: ['current'],
  extraRoutes: directAdRoutes,
};

/**
 * The clinic's manuals (docs/admin-api.md "Handbooks"): a handbook has ordered chapters, a chapter
 * ordered sections (the two child types below). Its list answers the spec's `{data, count}`; its
 * detail adds the readable chapters and sections and the reader's last visit, its list and detail
 * the newest published change of it or its parts (`changedAt`); modules/handbooks
 * serves the reading calls (search within, read mark, PDF). Copying one copies its chapters and
 * sections.
 */
export const HANDBOOKS: ContentType = {
  key: 'handbooks',
  path: served(CONTENT_API.handbooks.items),
  filesPath: served(CONTENT_API.handbooks.files),
  feature: FEATURE.handbooks,
  routes: true,
  listShape: 'data-count',
  fullText: true,
  categoryTree: false,
  defaultOrdering: ['title'],
  fields: ownFields(CONTENT_FIELDS.handbooks),
  relatedFields: { names: ['chapters', 'lastReadAt', 'changedAt'], in: 'list-and-detail' },
  related: handbookRelated,
  extraRoutes: handbookRoutes,
};

/** A handbook's chapter: a title and text, in its place among the handbook's chapters. */
export const CHAPTERS: ContentType = {
  key: 'chapters',
  path: served(CONTENT_API.chapters.items),
  filesPath: served(CONTENT_API.chapters.files),
  feature: FEATURE.handbooks,
  routes: true,
  fullText: true,
  categoryTree: false,
  fields: ownFields(CONTENT_FIELDS.chapters, {}, 'handbook'),
  parent: parentOf(CONTENT_FIELDS.chapters, 'handbook'),
};

/** A chapter's section: a title, text and files (`section-files/`, spec §7). */
export const SECTIONS: ContentType = {
  key: 'sections',
  path: served(CONTENT_API.sections.items),
  filesPath: served(CONTENT_API.sections.files),
  feature: FEATURE.handbooks,
  routes: true,
  fullText: true,
  categoryTree: false,
  fields: ownFields(CONTENT_FIELDS.sections, {}, 'chapter'),
  parent: parentOf(CONTENT_FIELDS.sections, 'chapter'),
};

/** The registry the app serves unless told otherwise (tests may add types: AppDeps.contentTypes). */
export const CONTENT_TYPES: readonly ContentType[] = [
  NEWS,
  WIKIS,
  SERVICES,
  EVENTS,
  PARTNERS,
  CAMPAIGNS,
  DIRECT_ADS,
  HANDBOOKS,
  CHAPTERS,
  SECTIONS,
];

export function contentType(key: string, types: readonly ContentType[] = CONTENT_TYPES): ContentType {
  const type = types.find((candidate) => candidate.key === key);
  if (!type) throw new Error(`Unknown content type ${key}`);
  return type;
}
