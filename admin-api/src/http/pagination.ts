// DRF's PageNumberPagination: `page` (1-based) and `page_size` (default 20, at most 100),
// answered as `{count, next, previous, results}` with absolute next/previous URLs.
import { type FastifyRequest } from 'fastify';
import { type Page as PageBody } from '../contract/page';
import { ApiError } from './errors';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const invalidPage = () => new ApiError(404, { detail: 'Invalid page.' });

function firstValue(raw: unknown): unknown {
  return Array.isArray(raw) ? raw[0] : raw;
}

/**
 * DRF: a missing, non-numeric or non-positive page_size falls back to the default (the view's own
 * `page_size`, else 20); too big is capped.
 */
export function normalizePageSize(raw: unknown, defaultSize: number = DEFAULT_PAGE_SIZE): number {
  const value = firstValue(raw);
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return defaultSize;
  const size = Number(value);
  if (size <= 0) return defaultSize;
  return Math.min(size, MAX_PAGE_SIZE);
}

/** The requested page number; null for anything that is not a positive integer (DRF: "Invalid page."). */
export function parsePageNumber(raw: unknown): number | null {
  const value = firstValue(raw);
  if (value === undefined || value === '') return 1;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

/** Django's Paginator: an empty list still has one (empty) page. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export type PageWindow = { page: number; pageSize: number; offset: number; limit: number };

export function pageWindow(page: number, pageSize: number): PageWindow {
  return { page, pageSize, offset: (page - 1) * pageSize, limit: pageSize };
}

/** The window a request asks for; throws 404 "Invalid page." for a malformed page number. */
export function requestedWindow(request: FastifyRequest, defaultSize: number = DEFAULT_PAGE_SIZE): PageWindow {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const page = parsePageNumber(query.page);
  if (page === null) throw invalidPage();
  return pageWindow(page, normalizePageSize(query.page_size, defaultSize));
}

/** What a page's next/previous addresses are made of: the request's, or the address another call would have. */
export type PageAddress = Pick<FastifyRequest, 'url' | 'protocol' | 'host'>;

/**
 * The address of another call on the request's host (a combined answer's part, linked as its own
 * call would link it): `pathname` with the request's query, or with `search` when given.
 */
export function addressOf(request: FastifyRequest, pathname: string, search?: string): PageAddress {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  return { url: `${pathname}${search ?? url.search}`, protocol: request.protocol, host: request.host };
}

/** The absolute URL of the request with `page` set, or removed for page 1 (as DRF does). */
export function pageUrl(request: PageAddress, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/**
 * Loads one page: `count` first, then (only for a page that exists) the rows. A page past the
 * last answers 404 "Invalid page." like DRF.
 */
export async function paginate<T>(
  request: FastifyRequest,
  count: () => Promise<number>,
  rows: (window: PageWindow) => Promise<T[]>,
): Promise<PageBody<T>> {
  const window = requestedWindow(request);
  const total = await count();
  const pages = pageCount(total, window.pageSize);
  if (window.page > pages) throw invalidPage();
  const results = total === 0 ? [] : await rows(window);
  return {
    count: total,
    next: window.page < pages ? pageUrl(request, window.page + 1) : null,
    previous: window.page > 1 ? pageUrl(request, window.page - 1) : null,
    results,
  };
}

/**
 * The page answer when the rows and the total came from one query (`count(*) over ()`): an empty
 * page past the first is past the last, so it answers 404 "Invalid page." without a count.
 */
export function pageBody<T>(request: PageAddress, window: PageWindow, total: number, results: T[]): PageBody<T> {
  if (results.length === 0 && window.page > 1) throw invalidPage();
  const pages = pageCount(total, window.pageSize);
  return {
    count: total,
    next: window.page < pages ? pageUrl(request, window.page + 1) : null,
    previous: window.page > 1 ? pageUrl(request, window.page - 1) : null,
    results,
  };
}
