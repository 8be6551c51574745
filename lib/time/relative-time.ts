import { relativeTimeFormat } from '@/lib/text/intl-formats';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago (or ahead) a moment is, in the reader's language: "3 hours ago", "i går", "just now". */
export function formatRelativeTime(iso: string, now: number, locale: string): string {
  const moment = Date.parse(iso);
  if (Number.isNaN(moment)) return '';
  const difference = moment - now;
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  const step = STEPS.find(([, size]) => Math.abs(difference) >= size);
  if (!step) return format.format(0, 'second');
  const [unit, size] = step;
  return format.format(Math.round(difference / size), unit);
}
