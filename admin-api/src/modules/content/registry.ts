// The production content types. Each declares only what makes it different: its paths, its
// feature, its own fields (stored in `content_items.extra`), its orderings and scopes, its parent,
// its cross-field rules and its own routes (content-type.ts says what each means). Everything else
// (list, detail, writes, files, categories, copying, visibility) is generic: a new type (partners,
// campaigns, direct ads, ...) is one more entry here. See docs/admin-api.md, "Adding a content type".
import { CONTENT_API } from '../../contract/content-api';
import { FEATURE } from '../../rules/features';
import { type ContentType } from './content-type';
import { handbookRoutes } from './handbooks';

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
  fields: { author: { kind: 'text', max: 200 } },
};

export const WIKIS: ContentType = {
  key: 'wikis',
  path: served(CONTENT_API.wikis.items),
  filesPath: served(CONTENT_API.wikis.files),
  feature: FEATURE.wiki,
  routes: true,
  categoryTree: true,
  defaultOrdering: ['title'],
  fields: {},
};

export const SERVICES: ContentType = {
  key: 'services',
  path: served(CONTENT_API.services.items),
  filesPath: served(CONTENT_API.services.files),
  feature: FEATURE.services,
  routes: true,
  categoryTree: false,
  defaultOrdering: ['title'],
  fields: {
    contactName: { kind: 'text', max: 200 },
    contactEmail: { kind: 'email' },
    contactPhone: { kind: 'text', max: 32 },
    websiteUrl: { kind: 'url' },
  },
};

export const EVENTS: ContentType = {
  key: 'events',
  path: served(CONTENT_API.events.items),
  filesPath: served(CONTENT_API.events.files),
  feature: FEATURE.events,
  routes: true,
  categoryTree: false,
  defaultOrdering: ['-startsAt'],
  fields: {
    startsAt: { kind: 'datetime', required: true },
    endsAt: { kind: 'datetime', required: true },
    place: { kind: 'text', max: 200, required: true },
    address: { kind: 'text', max: 300 },
    signUpUrl: { kind: 'url' },
  },
  ordered: [{ first: 'startsAt', last: 'endsAt', message: 'The end must not be before the start.' }],
  endField: 'endsAt',
  scopes: {
    upcoming: { where: 'not-ended', ordering: ['startsAt'] },
    past: { where: 'ended', ordering: ['-startsAt'] },
  },
};

/**
 * Only the list (`wiki/handbooks/`, the spec's shape `{data, count}`, its own route) for now;
 * chapters and sections (child types, `parent`) later.
 */
export const HANDBOOKS: ContentType = {
  key: 'handbooks',
  path: served(CONTENT_API.handbooks.items),
  filesPath: served(CONTENT_API.handbooks.files),
  feature: FEATURE.handbooks,
  routes: false,
  categoryTree: false,
  defaultOrdering: ['title'],
  fields: {},
  extraRoutes: handbookRoutes,
};

/** The registry the app serves unless told otherwise (tests may add types: AppDeps.contentTypes). */
export const CONTENT_TYPES: readonly ContentType[] = [NEWS, WIKIS, SERVICES, EVENTS, HANDBOOKS];

export function contentType(key: string, types: readonly ContentType[] = CONTENT_TYPES): ContentType {
  const type = types.find((candidate) => candidate.key === key);
  if (!type) throw new Error(`Unknown content type ${key}`);
  return type;
}
