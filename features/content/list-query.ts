import { pageParam, positiveIntegerParam } from '@/lib/http/query-param';
import type { ParsedUrlQuery } from 'node:querystring';

/** The filters a members' list takes from its address: `?page=2&title=x&category=3`. */
export type ListFilters = { page: number; title: string; category: number | null };

/** Reads the filters, ignoring anything malformed (an address can say anything). */
export function readListFilters(query: ParsedUrlQuery): ListFilters {
  const title = typeof query.title === 'string' ? query.title.trim().slice(0, 100) : '';
  return { page: pageParam(query.page), title, category: positiveIntegerParam(query.category) };
}

/** The address of a list with these filters; defaults are left out so addresses stay short. */
export function listHref(path: string, filters: Partial<ListFilters>): string {
  const params = new URLSearchParams();
  if (filters.title) params.set('title', filters.title);
  if (filters.category) params.set('category', String(filters.category));
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
