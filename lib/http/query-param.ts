/** A positive whole number from an address's query (`?page=2`), or null for anything else: an address can say anything. */
export function positiveIntegerParam(value: unknown): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,8}$/.test(text)) return null;
  return Number(text);
}
