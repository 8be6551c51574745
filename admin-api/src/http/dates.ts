/** ISO 8601 in UTC as DRF writes it: `2026-11-22T15:00:00Z`, with milliseconds only when non-zero. */
export function isoUtc(date: Date): string {
  return date.toISOString().replace('.000Z', 'Z');
}

export function isoUtcOrNull(date: Date | null): string | null {
  return date ? isoUtc(date) : null;
}
