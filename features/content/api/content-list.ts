import useSWR from 'swr';
import { ApiError } from '@/lib/api/api-error';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import type { Page } from '@/lib/api/read-answer';
import type { ContentItem } from '@/lib/contract/content-item';
import { relatedReaderOf } from '../type-registry/related-readers';
import type { ContentType } from '../content-types';

/** The API's page size (docs/api.md "Conventions"), which the lists ask for by leaving `page_size` out. */
export const CONTENT_PAGE_SIZE = 20;

/** The filters of a list (docs/api.md "List"); staff-only ones are ignored by the API for members. */
export type ContentListQuery = {
  page: number;
  pageSize?: number;
  title?: string;
  categories?: number[];
  tags?: number[];
  ordering?: string;
  /** One of the type's declared scopes (`upcoming`, `past`). */
  scope?: string;
  status?: number[];
  country?: number[];
  /** Only what a member of the country sees: members' pages ask for it, so staff see them as members do. */
  published?: boolean;
  /** A child type's parent (`?handbook=3`): its children, in their places. */
  parent?: { field: string; id: number };
};

/** The SWR key of a list: its API path with the query in a fixed order. */
export function contentListKey(type: Pick<ContentType, 'apiBase'>, query: ContentListQuery): string {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.pageSize) params.set('page_size', String(query.pageSize));
  if (query.title) params.set('title', query.title);
  query.categories?.forEach((id) => params.append('categories', String(id)));
  query.tags?.forEach((id) => params.append('tags', String(id)));
  if (query.ordering) params.set('ordering', query.ordering);
  if (query.scope) params.set('scope', query.scope);
  query.status?.forEach((status) => params.append('status', String(status)));
  query.country?.forEach((id) => params.append('country', String(id)));
  if (query.published !== undefined) params.set('published', String(query.published));
  if (query.parent) params.set(query.parent.field, String(query.parent.id));
  return `${type.apiBase}?${params.toString()}`;
}

/** Whether an SWR key is one of the type's lists (any filters): what a write to the type makes stale. */
export function isContentListKey(type: Pick<ContentType, 'apiBase'>, key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(`${type.apiBase}?`);
}

/**
 * The list answer as a page: the spec's `{data, count}` (handbooks) carries no links, so whether
 * there is more is left to the count (the lists page by it, not by `next`).
 */
function asPage(type: Pick<ContentType, 'listAnswer'>, answer: unknown): unknown {
  if (type.listAnswer !== 'data-count' || typeof answer !== 'object' || answer === null) return answer;
  const { data, count } = answer as { data?: unknown; count?: unknown };
  return { count, next: null, previous: null, results: data };
}

export async function getContentList<Extra extends object>(
  api: ApiClient,
  type: ContentType<Extra>,
  key: string,
): Promise<Page<ContentItem<Extra>>> {
  return readContentList(type, await api.get<unknown>(key));
}

/** A list's answer as the portal reads it (one got from a combined call too, as its part). */
export async function readContentList<Extra extends object>(
  type: ContentType<Extra>,
  answer: unknown,
): Promise<Page<ContentItem<Extra>>> {
  const [{ readContentPage }, related] = await Promise.all([import('./read-content'), relatedReaderOf(type.key)]);
  return readContentPage(asPage(type, answer), type.extraFields, related);
}

/**
 * A members' list from an address someone may have edited or kept: a category that no longer
 * exists (400) or a page past the end (404) find nothing, shown as the list's empty state
 * rather than an error page.
 */
export async function getContentListOrNothing<Extra extends object>(
  api: ApiClient,
  type: ContentType<Extra>,
  key: string,
): Promise<Page<ContentItem<Extra>>> {
  try {
    return await getContentList(api, type, key);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404))
      return { count: 0, next: null, previous: null, results: [] };
    throw error;
  }
}

/**
 * A list by its key. No `keepPreviousData`: each page brings its list as fallback data, which SWR
 * would pass over for the previous page's list while it fetched the same list again.
 */
export function useContentList<Extra extends object>(type: ContentType<Extra>, key: string | null) {
  return useSWR(key, (path: string) => getContentList(apiClient, type, path));
}
