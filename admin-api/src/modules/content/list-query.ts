// A list request's query string, parsed by the rules of docs/api.md ("Content"): filters, scope
// and ordering. Malformed values are a 400 here; whether named ids exist is checked with the SQL
// (queries.ts, listWhere).
import { type FastifyRequest } from 'fastify';
import { CONTENT_STATUSES } from '../../contract/content-item';
import { choiceError, idFilter, queryValues } from '../../http/params';
import { type ContentType, defaultOrdering, orderingColumns, type Scope } from './content-type';
import { SEARCH_MAX_LENGTH } from './search';

export type ListFilters = {
  /** Part of the title, any letter case. */
  title?: string;
  /** Words to find in the item or its descendants (types with `fullText`; search.ts). */
  search?: string;
  categories: number[];
  tags: number[];
  language: number[];
  scope?: Scope;
  /** A child type's parent ids (`?<parent field>=`). */
  parents: number[];
  /** Item ids per reference field (`?<field>=<id>`, e.g. a campaign's `?partnerId=`). */
  references: Record<string, number[]>;
  /** Staff only (members' requests never carry these): */
  staff?: { statuses: number[]; countries: number[]; published: boolean | undefined };
};

/**
 * The scope a list request gets: the one asked for (a declared one; for members one of the type's
 * `memberScopes`), else for members the first of `memberScopes`, else none.
 */
export function effectiveScope(request: FastifyRequest, type: ContentType, isStaff: boolean): string | undefined {
  if (!type.scopes) return undefined;
  const [asked] = queryValues(request, 'scope');
  const allowed = isStaff || !type.memberScopes ? Object.keys(type.scopes) : type.memberScopes;
  if (asked === undefined) return isStaff ? undefined : type.memberScopes?.[0];
  if (!allowed.includes(asked)) throw choiceError('scope', asked);
  return asked;
}

function referenceFilters(request: FastifyRequest, type: ContentType): Record<string, number[]> {
  const references: Record<string, number[]> = {};
  for (const [name, spec] of Object.entries(type.fields)) {
    if (spec.kind === 'reference') references[name] = idFilter(request, name);
  }
  return references;
}

function publishedOf(request: FastifyRequest): boolean | undefined {
  const [published] = queryValues(request, 'published');
  if (published === undefined) return undefined;
  if (!['true', 'false', '1', '0'].includes(published)) throw choiceError('published', published);
  return published === 'true' || published === '1';
}

function staffFilters(request: FastifyRequest): NonNullable<ListFilters['staff']> {
  const statuses = queryValues(request, 'status').map((value) => {
    const status = /^\d$/.test(value) ? Number(value) : NaN;
    if (!(CONTENT_STATUSES as readonly number[]).includes(status)) throw choiceError('status', value);
    return status;
  });
  return { statuses, countries: idFilter(request, 'country'), published: publishedOf(request) };
}

/** The filters of a list request; the staff-only ones only for staff. */
export function parseListFilters(request: FastifyRequest, type: ContentType, isStaff: boolean): ListFilters {
  const [title] = queryValues(request, 'title');
  const [search] = type.fullText ? queryValues(request, 'search') : [];
  const words = search?.trim().slice(0, SEARCH_MAX_LENGTH);
  return {
    ...(title !== undefined && title.trim() !== '' ? { title: title.trim() } : {}),
    ...(words ? { search: words } : {}),
    categories: idFilter(request, 'categories'),
    tags: idFilter(request, 'tags'),
    language: idFilter(request, 'language'),
    ...scopeFilter(type, effectiveScope(request, type, isStaff)),
    parents: type.parent ? idFilter(request, type.parent.field) : [],
    references: referenceFilters(request, type),
    ...(isStaff ? { staff: staffFilters(request) } : {}),
  };
}

function scopeFilter(type: ContentType, scope: string | undefined): { scope?: Scope } {
  const definition = scope === undefined ? undefined : type.scopes?.[scope];
  return definition ? { scope: definition } : {};
}

/** Whether `?published=` asks for a member's view (each group of translations once). */
export function asksPublished(request: FastifyRequest): boolean {
  const [published] = queryValues(request, 'published');
  return published === 'true' || published === '1';
}

/** The ordering terms asked for, else the (effective) scope's, else the type's default. */
export function listOrdering(request: FastifyRequest, type: ContentType, scope: string | undefined): readonly string[] {
  const [raw] = queryValues(request, 'ordering');
  const asked = (raw ?? '')
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);
  const columns = orderingColumns(type);
  if (asked.some((term) => columns[term.replace(/^-/, '')] !== undefined)) return asked;
  return (scope !== undefined && type.scopes?.[scope]?.ordering) || defaultOrdering(type);
}

/** The request's query string with its parameters in a fixed order: one cache key per query. */
export function sortedQuery(request: FastifyRequest): string {
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const params = new URLSearchParams(search);
  params.sort();
  return params.toString();
}
