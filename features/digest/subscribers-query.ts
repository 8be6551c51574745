import { DIGEST_LIMITS } from '@/lib/contract/digest';
import { positiveIntegerParam } from '@/lib/http/query-param';
import { ROUTES } from '@/lib/routes';
import type { ParsedUrlQuery } from 'node:querystring';

/** What `/digest/subscribers` takes from its address: `?country=1&language=2&level=3&search=anna&page=2`. */
export type SubscribersQuery = {
  country: number | null;
  language: number | null;
  level: number | null;
  search: string;
  page: number;
};

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** Reads the address, ignoring anything malformed (a link can say anything). */
export function readSubscribersQuery(query: ParsedUrlQuery): SubscribersQuery {
  const search = single(query.search);
  return {
    country: positiveIntegerParam(query.country) ?? null,
    language: positiveIntegerParam(query.language) ?? null,
    level: positiveIntegerParam(query.level) ?? null,
    search: typeof search === 'string' ? search.trim().slice(0, DIGEST_LIMITS.search.max) : '',
    page: positiveIntegerParam(query.page) ?? 1,
  };
}

/** The filters as query parameters, in a fixed order; defaults left out. */
export function subscribersParams(query: Partial<SubscribersQuery>, { withCountry = true, withPage = true } = {}) {
  const params = new URLSearchParams();
  if (withCountry && query.country) params.set('country', String(query.country));
  if (query.language) params.set('language', String(query.language));
  if (query.level) params.set('level', String(query.level));
  if (query.search) params.set('search', query.search);
  if (withPage && query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

export function subscribersHref(query: Partial<SubscribersQuery>): string {
  const search = subscribersParams(query).toString();
  return search ? `${ROUTES.digest.subscribers}?${search}` : ROUTES.digest.subscribers;
}
