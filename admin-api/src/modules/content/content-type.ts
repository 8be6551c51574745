// What a content type is: data (paths, feature, fields, orderings, scopes, parent) and one hook
// for routes of its own. The generic routes of routes.ts serve every type from this alone; the
// production types are listed in src/content-types.ts, which app.ts passes to contentRoutes().
// See docs/admin-api.md, "Adding a content type".
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type AppContext } from '../../context';
import { type DbExecutor } from '../../db/client';

/**
 * A type's own field, stored in `content_items.extra`. Unset, it reads as its default: `''` for
 * text, tel and email, `false` (or `default`) for booleans, `default` or null for the others. Kinds
 * and lengths come from lib/contract/content-fields.ts; `tel` is checked as text (spec: no format).
 */
export type FieldSpec = (
  | { kind: 'text' | 'tel'; max: number; required?: boolean }
  | { kind: 'email'; required?: boolean }
  | { kind: 'url'; required?: boolean }
  | { kind: 'datetime'; required?: boolean }
  /** An integer, or any number with `decimal`; orderable. */
  | { kind: 'number'; decimal?: boolean; min?: number; max?: number; required?: boolean; default?: number }
  | { kind: 'boolean'; default?: boolean }
  | { kind: 'choice'; options: readonly string[]; required?: boolean; default?: string }
  /** The id of an item of the content type `type` (a registry key), checked on write. */
  | { kind: 'reference'; type: string; required?: boolean }
) & {
  /** Staff only: left out of members' answers (a direct ad's advertiser address, a partner's contact e-mail). */
  private?: boolean;
};

export type Scope = {
  /**
   * Items whose `endField` is before now (`ended`) or not (`not-ended`); whose `startField` is after
   * now (`upcoming`); that have started and not ended (`running`).
   */
  where: 'ended' | 'not-ended' | 'running' | 'upcoming';
  /** The scope's default ordering. */
  ordering: readonly string[];
};

/**
 * The parent of a child type, stored in `content_items.parent_id`: the API field `field` holds the
 * parent's id, lists filter by it (`?<field>=<id>`) and order by `position` among siblings, and a
 * parent's deletion deletes its children.
 */
export type ParentSpec = { type: string; field: string; required: boolean };

/** Who reads an answer: related data may depend on it (a member's own figures). */
export type RelatedViewer = {
  isStaff: boolean;
  userId: number;
  memberId: number;
  countryId: number;
  now: Date;
};

/**
 * Data from a type's own tables added to its items' answers (a partner's sales reps and contract, a
 * campaign's partner): one call for every item of a list or detail answer, each item's fields by id.
 * The fields must not be common or own field names (checked at start-up through `relatedFields`).
 * `answer` says which (withRelated always tells; absent: a detail): a loader may add less to a list
 * (a handbook's list has no chapters).
 */
export type RelatedLoader = (
  db: DbExecutor,
  ids: readonly number[],
  viewer: RelatedViewer,
  answer?: 'list' | 'detail',
  cached?: ReadThrough,
) => Promise<ReadonlyMap<number, Readonly<Record<string, unknown>>>>;

/**
 * A read through the API's shared read cache (`contentCache`, emptied by every write), for what a
 * loader reads that is the same for every reader; keys are prefixed by what they hold. Absent: read
 * directly.
 */
export type ReadThrough = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/** The read-through of a loader called without the cache (tests, copies): every read goes to the database. */
export const readDirectly: ReadThrough = (_key, load) => load();

export type ContentType = {
  /** The registry key, the `type` of copy-content/ and the list path: `news` serves `news/`. */
  key: string;
  /** The collection path under /api/v1/ (without slashes around). */
  path: string;
  /** The files endpoint path under /api/v1/. */
  filesPath: string;
  /** The feature (lib/rules FEATURE) a member needs. */
  feature: number;
  /** Whether the generic list/detail/write/categories/files routes are served. */
  routes: boolean;
  /**
   * The list's answer: `page` (`{count, next, previous, results}`, the default) or the spec's
   * `data-count` (`{data, count}`, the handbooks, paged alike), where a member without the type's
   * feature gets an empty list rather than a 403 (the shell counts the list for everyone).
   */
  listShape?: 'page' | 'data-count';
  /**
   * `?search=`: PostgreSQL full-text search over the item's title, summary and text and those of
   * its descendants (a handbook's chapters and sections), in the searcher's language and as written.
   */
  fullText?: boolean;
  /** Categories form a tree (`parentId`), and a category filter includes its descendants. */
  categoryTree: boolean;
  /** Without `?ordering=`; absent: `position` for a child type, else `-publishDate`. */
  defaultOrdering?: readonly string[];
  fields: Readonly<Record<string, FieldSpec>>;
  /** Datetime fields where `last` must not be before `first`; the message goes on `last`. */
  ordered?: readonly { first: string; last: string; message: string }[];
  /** `?scope=` values. */
  scopes?: Readonly<Record<string, Scope>>;
  /** The field that decides whether an item has ended (scopes). */
  endField?: string;
  /** The datetime field before which an item has not started: members do not see it yet (as before its publish date). */
  startField?: string;
  /**
   * The scopes members may list (the first is theirs without `?scope=`); absent: any scope, or none.
   * Campaigns: members list running ones only.
   */
  memberScopes?: readonly string[];
  /** The names of the fields `related` adds, and where: lists and details, or details only. */
  relatedFields?: { names: readonly string[]; in: 'list-and-detail' | 'detail' };
  related?: RelatedLoader;
  /**
   * Copies what the type keeps in its own tables to each copy made by `copy-content/` (a partner's
   * sales reps and discovery categories), inside the copy's transaction.
   */
  afterCopy?: (tx: DbExecutor, sourceId: number, copies: readonly { id: number; country: number }[]) => Promise<void>;
  parent?: ParentSpec;
  /**
   * Registers the type's own actions and sub-resources (inside the content plugin, so under
   * /api/v1/ and behind authentication), e.g. the handbooks list's `{data, count}` shape.
   */
  extraRoutes?: (app: FastifyInstance, ctx: AppContext, type: ContentType, reads: ContentReads) => void | Promise<void>;
};

/** The content routes' answers for another route's combined answer (a partner's page). */
export type ContentReads = {
  /**
   * What `GET {type}/{search}` answers the request's user (`search`: `?…` or empty), as that call
   * would answer it: its checks of the query, its read cache, its next/previous addresses. The
   * type's feature is the caller's to check.
   */
  list: (type: ContentType, request: FastifyRequest, search: string) => Promise<unknown>;
  /**
   * What `GET {type}/{id}/` answers the request's user, or its error (404, 403 another country's),
   * as that call would; the type's feature is the caller's to check.
   */
  detail: (type: ContentType, request: FastifyRequest, id: number) => Promise<unknown>;
  /** The routed type of that key. */
  type: (key: string) => ContentType;
};

/** The ordering used without `?ordering=` or a scope. */
export function defaultOrdering(type: ContentType): readonly string[] {
  return type.defaultOrdering ?? (type.parent ? ['position'] : ['-publishDate']);
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

/** The orderable fields of a type: the common ones, its datetime and number fields, `position` of a child. */
export function orderingColumns(type: ContentType): Record<string, string> {
  const columns: Record<string, string> = { ...COMMON_ORDERINGS };
  if (type.parent) columns.position = 'i.position';
  for (const [name, spec] of Object.entries(type.fields)) {
    if (spec.kind === 'datetime') columns[name] = extraDatetime(name);
    if (spec.kind === 'number') columns[name] = extraNumber(name);
  }
  return columns;
}

function checkedName(name: string): string {
  if (!/^[A-Za-z]+$/.test(name)) throw new Error(`Invalid field name ${name}`);
  return name;
}

/** SQL of a datetime field of `extra` on the item alias `i` (field names come from the registry only). */
export function extraDatetime(name: string): string {
  return `(i.extra->>'${checkedName(name)}')::timestamptz`;
}

/** SQL of a number field of `extra` on the item alias `i`. */
export function extraNumber(name: string): string {
  return `(i.extra->>'${checkedName(name)}')::numeric`;
}

/** Fields every item has; a type's own fields and its parent field may not reuse them. */
const COMMON_FIELDS = new Set([
  'id',
  'title',
  'summary',
  'body',
  'status',
  'country',
  'language',
  'publishDate',
  'createdAt',
  'updatedAt',
  'categories',
  'tags',
  'image',
  'files',
  'videoUrl',
  'translations',
  'position',
]);

/** Throws at start-up for a registry that could not work (a mistake in a type's declaration). */
export function checkRegistry(types: readonly ContentType[]): void {
  const keys = new Set<string>();
  for (const type of types) {
    if (keys.has(type.key)) throw new Error(`Content type ${type.key} is declared twice`);
    keys.add(type.key);
  }
  for (const type of types) {
    for (const [name, spec] of Object.entries(type.fields)) {
      checkedName(name);
      if (COMMON_FIELDS.has(name)) throw new Error(`${type.key}.${name} hides a common field`);
      if (spec.kind === 'reference' && !keys.has(spec.type))
        throw new Error(`${type.key}.${name} names no type ${spec.type}`);
      if (spec.kind === 'choice' && spec.default !== undefined && !spec.options.includes(spec.default)) {
        throw new Error(`${type.key}.${name}: the default is not an option`);
      }
    }
    checkDates(type);
    checkRelated(type);
    if (type.parent) {
      const field = checkedName(type.parent.field);
      if (!keys.has(type.parent.type)) throw new Error(`${type.key}'s parent names no type ${type.parent.type}`);
      // A type under itself could form cycles; trees of one type are not supported.
      if (type.parent.type === type.key) throw new Error(`${type.key} cannot be its own parent type`);
      if (COMMON_FIELDS.has(field) || field in type.fields) throw new Error(`${type.key}.${field} is used twice`);
    }
  }
}

function isDatetimeField(type: ContentType, name: string | undefined): boolean {
  return name !== undefined && type.fields[name]?.kind === 'datetime';
}

/** Scopes, start and end fields, and members' scopes that name what the type has. */
function checkDates(type: ContentType): void {
  if (type.startField !== undefined && !isDatetimeField(type, type.startField))
    throw new Error(`${type.key}.startField ${type.startField} is not a datetime field`);
  if (type.endField !== undefined && !isDatetimeField(type, type.endField))
    throw new Error(`${type.key}.endField ${type.endField} is not a datetime field`);
  for (const [name, scope] of Object.entries(type.scopes ?? {})) {
    const needsStart = scope.where === 'running' || scope.where === 'upcoming';
    const needsEnd = scope.where !== 'upcoming';
    if ((needsStart && !type.startField) || (needsEnd && !type.endField))
      throw new Error(`${type.key} scope ${name} needs the type's ${needsStart ? 'startField' : 'endField'}`);
  }
  for (const name of type.memberScopes ?? []) {
    if (!type.scopes?.[name]) throw new Error(`${type.key}.memberScopes names no scope ${name}`);
  }
}

/** `related` and `relatedFields` go together, and the related names are new. */
function checkRelated(type: ContentType): void {
  if (!type.related !== !type.relatedFields)
    throw new Error(`${type.key}: related and relatedFields are declared together`);
  for (const name of type.relatedFields?.names ?? []) {
    const taken = COMMON_FIELDS.has(name) || name in type.fields || name === type.parent?.field;
    if (taken) throw new Error(`${type.key}: the related field ${name} is a field already`);
  }
}
