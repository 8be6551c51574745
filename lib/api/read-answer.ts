import type { Page } from '@/lib/contract/page';
import { ApiError } from './api-error';

// Readers of the admin API's answers where they enter the portal (docs/api.md "What the portal
// relies on"). Another implementation of the contract may send only the fields the spec names, or
// send one malformed: a field the portal can do without gets a default, while an answer without
// the shape it needs becomes an ApiError, which pages turn into the error view rather than a crash.
// Plain functions rather than a schema library, and each fetcher imports its reader when the
// answer comes (as the browser's API client is loaded), so they add nothing to a page's first load.

export type Fields = Record<string, unknown>;

/** Status of an answer the portal cannot read: the admin API, as a gateway, answered badly. */
export const MALFORMED_ANSWER_STATUS = 502;

export function malformedAnswer(what: string): ApiError {
  return new ApiError({
    status: MALFORMED_ANSWER_STATUS,
    code: 'malformed_answer',
    detail: `The admin API sent a malformed ${what}.`,
  });
}

export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields of an object the portal cannot do without; anything else is a malformed answer. */
export function fieldsOf(value: unknown, what: string): Fields {
  if (!isFields(value)) throw malformedAnswer(what);
  return value;
}

/** An id: a whole number, required. */
export function idOf(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw malformedAnswer(what);
  return value;
}

export function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function flagOr(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** Whole numbers of a list (level ids, preferences); anything else in it is left out. */
export function idsOf(value: unknown): number[] {
  return Array.isArray(value)
    ? value.filter((item): item is number => typeof item === 'number' && Number.isSafeInteger(item))
    : [];
}

/** A list whose malformed entries are left out: one bad item does not take a page down. */
export function listOf<T>(value: unknown, read: (item: unknown) => T): T[] {
  if (!Array.isArray(value)) return [];
  const items: T[] = [];
  for (const item of value) {
    try {
      items.push(read(item));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return items;
}

/**
 * The entries of a list answer, whichever way it comes: a bare list, or a DRF page
 * (`{count, next, previous, results}`), as a DRF view with a default pagination class sends any
 * list. Undefined when it is neither.
 */
function entriesOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (isFields(value) && Array.isArray(value.results)) return value.results;
  return undefined;
}

/**
 * A list the answer itself is, bare or as a page, for what a page can do without: anything else
 * reads as empty.
 */
export function listOrPageOf<T>(value: unknown, read: (item: unknown) => T): T[] {
  return listOf(entriesOf(value) ?? [], read);
}

/** A list the answer itself is, bare or as a page: anything else is a malformed answer. */
export function requiredListOf<T>(value: unknown, what: string, read: (item: unknown) => T): T[] {
  const entries = entriesOf(value);
  if (!entries) throw malformedAnswer(what);
  return listOf(entries, read);
}

/** A page of a paginated list (`{count, next, previous, results}`): the contract's. */
export type { Page } from '@/lib/contract/page';

/** A page of a paginated list; a bare list (a backend that does not paginate this one) is its only page. */
export function pageOf<T>(value: unknown, what: string, read: (item: unknown) => T): Page<T> {
  if (Array.isArray(value)) {
    const results = listOf(value, read);
    return { count: results.length, next: null, previous: null, results };
  }
  const fields = fieldsOf(value, what);
  const results = requiredListOf(fields.results, what, read);
  return {
    count: numberOr(fields.count, results.length),
    next: textOrNull(fields.next),
    previous: textOrNull(fields.previous),
    results,
  };
}
