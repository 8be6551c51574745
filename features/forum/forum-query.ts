import { DEFAULT_FORUM_ORDERING, FORUM_API, FORUM_LIMITS, FORUM_ORDERINGS } from '@/lib/contract/forum';
import { pageParam, positiveIntegerParam } from '@/lib/http/query-param';
import { ROUTES } from '@/lib/routes';
import type { ParsedUrlQuery } from 'node:querystring';

/** Which threads: all, those the reader follows, or followed ones with replies they have not read. */
export type ForumView = 'all' | 'following' | 'updated';

/** What `/forum` takes from its address: `?search=autoklav&category=4&ordering=-created_at&page=2`. */
export type ForumQuery = {
  view: ForumView;
  search: string;
  /** The words are a title filter (`title=`), not a full-text search. */
  titleOnly: boolean;
  category: number | null;
  /** An ordering of FORUM_ORDERINGS with an optional `-`; '' is the API's default. */
  ordering: string;
  page: number;
};

/** The orderings the page offers, the default first. */
export const FORUM_SORTS = [DEFAULT_FORUM_ORDERING, '-created_at', '-reply_count'] as const;

const ORDERING_FIELDS: readonly string[] = FORUM_ORDERINGS;
const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);
/** The full-text search needs two characters; shorter words filter titles. */
const SEARCH_MIN = 2;

function orderingOf(value: unknown): string {
  return typeof value === 'string' && ORDERING_FIELDS.includes(value.replace(/^-/, '')) ? value : '';
}

function viewOf(query: ParsedUrlQuery): ForumView {
  if (single(query.updated) === 'true') return 'updated';
  return single(query.following) === 'true' ? 'following' : 'all';
}

/** Reads the address, ignoring anything malformed (a link can say anything). */
export function readForumQuery(query: ParsedUrlQuery): ForumQuery {
  const title = single(query.title);
  const search = single(query.search);
  const words = typeof search === 'string' && search.trim() ? search : typeof title === 'string' ? title : '';
  return {
    view: viewOf(query),
    search: words.trim().slice(0, FORUM_LIMITS.search.max),
    titleOnly: !(typeof search === 'string' && search.trim()) && typeof title === 'string' && title.trim() !== '',
    category: positiveIntegerParam(query.category),
    ordering: orderingOf(single(query.ordering)),
    page: pageParam(query.page),
  };
}

/** The filters as query parameters, shared by the page's address and the API's. */
function filterParams(query: Partial<ForumQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set(query.titleOnly || query.search.length < SEARCH_MIN ? 'title' : 'search', query.search);
  if (query.category) params.set('category', String(query.category));
  if (query.ordering) params.set('ordering', query.ordering);
  return params;
}

/** The page's address with these filters; defaults are left out so addresses stay short. */
export function forumHref(query: Partial<ForumQuery>): string {
  const params = new URLSearchParams();
  if (query.view === 'following') params.set('following', 'true');
  if (query.view === 'updated') params.set('updated', 'true');
  for (const [key, value] of filterParams(query)) params.set(key, value);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${ROUTES.forum.list}?${search}` : ROUTES.forum.list;
}

/** The API path (and SWR key) of the list the address shows. */
export function threadsKey(query: ForumQuery): string {
  const params = filterParams(query);
  if (query.view === 'following') params.set('following', 'true');
  params.set('page', String(query.page));
  const path = query.view === 'updated' ? FORUM_API.updated : FORUM_API.posts;
  return `${path}?${params.toString()}`;
}

/** Whether the reader narrowed the list (so an empty one says "no match", not "no threads yet"). */
export const isFiltered = (query: ForumQuery): boolean => Boolean(query.search) || query.category !== null;
