import { integerParam, pageParam, positiveIntegerParam } from '@/lib/http/query-param';
import type { ContentType } from './content-types';
import type { ParsedUrlQuery } from 'node:querystring';

/** The columns every staff list sorts by, as the API's ordering fields. */
export const COMMON_SORTABLE_COLUMNS: readonly string[] = ['title', 'status', 'publishDate', 'updatedAt'];

/** A column the staff list sorts by: a common one, or one of the type's `adminColumns`. */
export type SortableColumn = string;

/** The columns a type's staff list sorts by: the common ones and its own (`adminColumns`). */
export function sortableColumns(type: ContentType): readonly string[] {
  return [...COMMON_SORTABLE_COLUMNS, ...(type.adminColumns ?? [])];
}

export const DEFAULT_ADMIN_ORDERING = '-updatedAt';

export type AdminFilters = {
  page: number;
  title: string;
  status: number | null;
  country: number | null;
  /** A column, descending with a leading `-`. */
  ordering: string;
};

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

function ordering(value: unknown, columns: readonly string[]): string {
  const text = single(value);
  if (typeof text !== 'string') return DEFAULT_ADMIN_ORDERING;
  const column = text.replace(/^-/, '');
  return columns.includes(column) ? text : DEFAULT_ADMIN_ORDERING;
}

/** Reads the staff list's filters from its address (sorted by one of `columns`), ignoring anything malformed. */
export function readAdminFilters(
  query: ParsedUrlQuery,
  columns: readonly string[] = COMMON_SORTABLE_COLUMNS,
): AdminFilters {
  const title = single(query.title);
  return {
    page: pageParam(query.page),
    title: typeof title === 'string' ? title.trim().slice(0, 100) : '',
    status: integerParam(query.status, 0, 3),
    country: positiveIntegerParam(query.country),
    ordering: ordering(query.ordering, columns),
  };
}

/** The address of the staff list with these filters; defaults are left out. */
export function adminHref(path: string, filters: AdminFilters): string {
  const params = new URLSearchParams();
  if (filters.title) params.set('title', filters.title);
  if (filters.status !== null) params.set('status', String(filters.status));
  if (filters.country !== null) params.set('country', String(filters.country));
  if (filters.ordering !== DEFAULT_ADMIN_ORDERING) params.set('ordering', filters.ordering);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

// Shared with every sortable list (lib/http/ordering).
export { columnSort, nextOrdering } from '@/lib/http/ordering';
