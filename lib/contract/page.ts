/** A page of a list endpoint, as DRF's PageNumberPagination answers (`page`, `page_size`; absolute next/previous URLs). */
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
