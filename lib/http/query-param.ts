/** The largest number an address's query may name: nine digits, as every id the API hands out. */
const LARGEST = 999_999_999;

/**
 * A whole number from `min` to `max` from an address's query (`?status=0`), written plainly (digits,
 * no sign, no leading zero; the first value when repeated), or null for anything else: an address
 * can say anything.
 */
export function integerParam(value: unknown, min: number, max: number): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^(?:0|[1-9]\d{0,8})$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/** A positive whole number from an address's query (`?page=2`, `?category=3`), or null for anything else. */
export function positiveIntegerParam(value: unknown): number | null {
  return integerParam(value, 1, LARGEST);
}

/** The page of a paged list from its address (`?page=2`): a positive whole number, else the first page. */
export function pageParam(value: unknown): number {
  return positiveIntegerParam(value) ?? 1;
}
