// Exact decimal arithmetic for amounts (pure). The database sums numeric columns and hands them over
// as strings; shares and percentages are rounded here from whole cents, half away from zero as
// PostgreSQL's round() does, so no float ever decides a figure.

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A decimal string ("1234.5", "-0.125") or null as whole cents, rounded half away from zero. */
export function toCents(value: string | number | null | undefined): bigint {
  if (value === null || value === undefined) return 0n;
  const match = DECIMAL.exec(String(value).trim());
  if (!match) throw new Error(`Not a decimal amount: ${String(value)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const padded = fraction.padEnd(3, '0');
  let cents = BigInt(whole) * 100n + BigInt(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1n;
  return sign === '-' ? -cents : cents;
}

/** Whole cents as the API sends an amount: a decimal string with two places. */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  const text = `${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** A database amount (or null for none) as the API sends it. */
export const amount = (value: string | number | null | undefined): string => formatCents(toCents(value));

/**
 * `part / whole × scale`, rounded to `places` decimals half away from zero; null when `whole` is 0.
 * Exact while the rounded result × 10^places stays below 2^53 (any ratio of amounts below a billion).
 */
export function ratio(part: bigint, whole: bigint, places: number, scale = 1n): number | null {
  if (whole === 0n) return null;
  const numerator = part * scale * 10n ** BigInt(places);
  let quotient = numerator / whole;
  const remainder = numerator % whole;
  const abs = (n: bigint) => (n < 0n ? -n : n);
  if (2n * abs(remainder) >= abs(whole)) quotient += numerator < 0n === whole < 0n ? 1n : -1n;
  return Number(quotient) / 10 ** places;
}

/** A share of a total, 0–1 with four decimals (0 when the total is 0). */
export const share = (part: bigint, whole: bigint): number => ratio(part, whole, 4) ?? 0;

/** A percentage with one decimal; null when the base is 0. */
export const percent = (part: bigint, whole: bigint): number | null => ratio(part, whole, 1, 100n);
