import type { Page } from '@/lib/contract/page';
import { ApiError } from './api-error';

export const EMPTY_PAGE: Page<never> = { count: 0, next: null, previous: null, results: [] };

/**
 * A page of a list whose address someone may have edited: a filter the API refuses (400) or a page
 * past the end (404, DRF's "Invalid page.") finds nothing, so the page shows its empty state
 * rather than the error view. Any other failure is the caller's.
 */
export async function pageOrNothing<T>(load: () => Promise<Page<T>>): Promise<Page<T>> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return EMPTY_PAGE;
    throw error;
  }
}

/** Answers of an endpoint the API does not serve (not found, method not allowed, not implemented). */
const ABSENT_STATUSES = new Set([404, 405, 501]);

/**
 * An optional extra of our admin API that another implementation of the contract may not serve
 * (the change log `users/audit-log/`, the member tree `me/member-tree/`): where it is missing the
 * page goes on with `nothing` instead of showing the error view. Any other failure is the caller's.
 */
export async function extraOrNothing<T>(load: () => Promise<T>, nothing: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && ABSENT_STATUSES.has(error.status)) return nothing;
    throw error;
  }
}
