import { dateTimeFormat } from '@/lib/text/intl-formats';

/** A date (and optionally its time) in the reader's language and the given time zone. */
export function formatDate(iso: string, locale: string, timeZone: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}), timeZone }).format(
    date,
  );
}

/** A start and end as one range, e.g. "24 November 2026, 09:00–16:00" or across days. */
export function formatDateRange(startIso: string, endIso: string, locale: string, timeZone: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const format = dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone });
  return format.formatRange(start, end);
}
