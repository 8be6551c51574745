import { dateTimeFormat } from '@/lib/text/intl-formats';

/** A date (and optionally its time) in the reader's language and the given time zone. */
export function formatDate(iso: string, locale: string, timeZone: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // The shared formatter remembers each moment's text (a thread's posts are the same on every render).
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

const DAY_OPTIONS = { dateStyle: 'long' } as const;

/**
 * A period of whole days in the given time zone, e.g. "16–26 November 2026", never with times: a
 * campaign runs from its first day to its last. An end at midnight is the close of the day before
 * (an exclusive end), and an end before its start is read as a one-day period.
 */
export function formatDayRange(startIso: string, endIso: string, locale: string, timeZone: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const lastMoment = end.getTime() > start.getTime() ? new Date(end.getTime() - 1) : start;
  return dateTimeFormat(locale, { ...DAY_OPTIONS, timeZone }).formatRange(start, lastMoment);
}
