/** A positive whole number from an address's query (`?page=2`), or null for anything else: an address can say anything. */
export function positiveIntegerParam(value: unknown): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,8}$/.test(text)) return null;
  return Number(text);
}

/** The page of a paged list from its address (`?page=2`): a positive whole number, else the first page. */
export function pageParam(value: unknown): number {
  return positiveIntegerParam(value) ?? 1;
}
