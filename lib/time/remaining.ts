import { relativeTimeFormat } from '@/lib/text/intl-formats';

const MS_PER_MINUTE = 60_000;

/**
 * Milliseconds until a deploy is expected to end (spec §2 "Maintenance page"): the deploy date
 * plus the estimated downtime, minus now. Null when that moment is past or the data is unusable.
 */
export function deployTimeRemaining(
  deployDate: string | null | undefined,
  estimatedDownTimeInMinutes: number | null | undefined,
  now: number = Date.now(),
): number | null {
  if (!deployDate || estimatedDownTimeInMinutes == null || !Number.isFinite(estimatedDownTimeInMinutes)) return null;
  const start = Date.parse(deployDate);
  if (Number.isNaN(start)) return null;
  const remaining = start + estimatedDownTimeInMinutes * MS_PER_MINUTE - now;
  return remaining > 0 ? remaining : null;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', MS_PER_MINUTE],
];

/** A duration from now in the reader's language ("in 25 minutes", "om 2 timmar"), rounded up to a whole minute at least. */
export function formatTimeFromNow(ms: number, locale: string): string {
  const format = relativeTimeFormat(locale, { numeric: 'always' });
  const [unit, size] = UNITS.find(([, unitMs]) => ms >= unitMs * 1.5) ?? ['minute', MS_PER_MINUTE];
  return format.format(Math.max(1, Math.round(ms / size)), unit);
}
