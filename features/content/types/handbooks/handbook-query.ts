import { HANDBOOK_API, HANDBOOK_SEARCH_MAX } from '@/lib/contract/handbooks';
import { ROUTES } from '@/lib/routes';
import type { ParsedUrlQuery } from 'node:querystring';

// The handbooks' addresses: the list's search and tag, the reading page's search within.

/** Every handbook of a country on one page: they are few (the spec's list is not paged). */
const LIST_PAGE_SIZE = 100;

export type HandbookListQuery = { search: string; tag: number | null };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** Words of a search box: trimmed, and no longer than the API reads. */
export function searchWords(value: string | string[] | undefined): string {
  return first(value).trim().slice(0, HANDBOOK_SEARCH_MAX);
}

export function readHandbookListQuery(query: ParsedUrlQuery): HandbookListQuery {
  const tag = first(query.tag);
  return { search: searchWords(query.search), tag: /^[1-9]\d{0,9}$/.test(tag) ? Number(tag) : null };
}

/** The list's SWR key: the API's list with the address's filters. */
export function handbookListKey(query: HandbookListQuery): string {
  const params = new URLSearchParams({ page_size: String(LIST_PAGE_SIZE) });
  if (query.search) params.set('search', query.search);
  if (query.tag !== null) params.set('tags', String(query.tag));
  return `${HANDBOOK_API.list}?${params.toString()}`;
}

/** The list's address with these filters (empty ones left out). */
export function handbookListHref(query: HandbookListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.tag !== null) params.set('tag', String(query.tag));
  const search = params.toString();
  return search ? `${ROUTES.handbooks.list}?${search}` : ROUTES.handbooks.list;
}
