// A page of results as DRF's PageNumberPagination answers it (http/pagination.ts). Written here once;
// when lib/contract/page.ts holds it for both programs, this file becomes its door
// (`export * from '../../../lib/contract/page'`).

export type PageBody<T> = {
  count: number;
  /** Absolute URLs of the neighbouring pages, or null at either end. */
  next: string | null;
  previous: string | null;
  results: T[];
};
