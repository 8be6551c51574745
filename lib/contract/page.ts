/** A page of a list endpoint, as DRF's PageNumberPagination answers (`page`, `page_size`; absolute next/previous URLs). */
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** The largest JSON body the admin API reads (its `bodyLimit`); the portal refuses a larger one itself. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
