// The content types. Each declares only what makes it different: its paths, its feature, its own
// fields (stored in `content_items.extra`), its orderings and scopes, and its cross-field rules.
// Everything else (list, detail, writes, files, categories, copying, visibility) is generic: a new
// type (partners, campaigns, direct ads, ...) is one more entry here. See docs/api.md, "Content".
import { FEATURE } from '../../rules/features';

/** A type's own field. Strings are stored `''` when empty, URLs `null`, datetimes as ISO strings. */
export type FieldSpec =
  | { kind: 'text'; max: number; required?: boolean }
  | { kind: 'email' }
  | { kind: 'url' }
  | { kind: 'datetime'; required?: boolean };

export type Scope = {
  /** Items whose `endField` is before now (`ended`) or not (`not-ended`). */
  where: 'ended' | 'not-ended';
  /** The scope's default ordering. */
  ordering: readonly string[];
};

export type ContentType = {
  /** The registry key, the `type` of copy-content/ and the list path: `news` serves `news/`. */
  key: string;
  /** The collection path under /api/v1/ (without slashes around). */
  path: string;
  /** The files endpoint path under /api/v1/. */
  filesPath: string;
  /** The feature (lib/rules FEATURE) a member needs. */
  feature: number;
  /** Whether the generic list/detail/write/categories/files routes are served (handbooks: not yet). */
  routes: boolean;
  /** Categories form a tree (`parentId`), and a category filter includes its descendants. */
  categoryTree: boolean;
  defaultOrdering: readonly string[];
  fields: Readonly<Record<string, FieldSpec>>;
  /** Datetime fields where `last` must not be before `first`; the message goes on `last`. */
  ordered?: readonly { first: string; last: string; message: string }[];
  /** `?scope=` values. */
  scopes?: Readonly<Record<string, Scope>>;
  /** The field that decides whether an item has ended (scopes). */
  endField?: string;
};

export const NEWS: ContentType = {
  key: 'news',
  path: 'news',
  filesPath: 'news-files',
  feature: FEATURE.news,
  routes: true,
  categoryTree: false,
  defaultOrdering: ['-publishDate'],
  fields: { author: { kind: 'text', max: 200 } },
};

export const WIKIS: ContentType = {
  key: 'wikis',
  path: 'wikis',
  filesPath: 'wiki-files',
  feature: FEATURE.wiki,
  routes: true,
  categoryTree: true,
  defaultOrdering: ['title'],
  fields: {},
};

export const SERVICES: ContentType = {
  key: 'services',
  path: 'services',
  filesPath: 'service-files',
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
  path: 'events',
  filesPath: 'event-files',
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

/** Only the list (`wiki/handbooks/`, spec shape `{data, count}`) for now; chapters and sections later. */
export const HANDBOOKS: ContentType = {
  key: 'handbooks',
  path: 'wiki/handbooks',
  filesPath: 'handbook-files',
  feature: FEATURE.handbooks,
  routes: false,
  categoryTree: false,
  defaultOrdering: ['title'],
  fields: {},
};

export const CONTENT_TYPES: readonly ContentType[] = [NEWS, WIKIS, SERVICES, EVENTS, HANDBOOKS];

/** The types with the generic routes, by key. */
export const ROUTED_TYPES: ReadonlyMap<string, ContentType> = new Map(
  CONTENT_TYPES.filter((type) => type.routes).map((type) => [type.key, type]),
);

export function contentType(key: string): ContentType {
  const type = CONTENT_TYPES.find((candidate) => candidate.key === key);
  if (!type) throw new Error(`Unknown content type ${key}`);
  return type;
}

/** Orderable fields common to every type, with their SQL on the item alias `i`. */
export const COMMON_ORDERINGS: Readonly<Record<string, string>> = {
  publishDate: 'i.publish_date',
  title: 'lower(i.title)',
  createdAt: 'i.created_at',
  updatedAt: 'i.updated_at',
  status: 'i.status',
  id: 'i.id',
};

/** The orderable fields of a type: the common ones plus its datetime fields. */
export function orderingColumns(type: ContentType): Record<string, string> {
  const columns: Record<string, string> = { ...COMMON_ORDERINGS };
  for (const [name, spec] of Object.entries(type.fields)) {
    if (spec.kind === 'datetime') columns[name] = extraDatetime(name);
  }
  return columns;
}

/** SQL of a datetime field of `extra` on the item alias `i` (field names come from this file only). */
export function extraDatetime(name: string): string {
  if (!/^[A-Za-z]+$/.test(name)) throw new Error(`Invalid field name ${name}`);
  return `(i.extra->>'${name}')::timestamptz`;
}
