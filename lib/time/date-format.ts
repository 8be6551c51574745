import { dateTimeFormat } from '@/lib/text/intl-formats';

/** Texts one of formatDate's kinds remembers: the moments a page's lists show, renders after renders. */
const MAX_TEXTS = 2_000;
/** formatDate's kinds in use (locale, time zone, with or without time) are few; the cap guards growth. */
const MAX_KINDS = 200;

/** formatDate's texts by kind, then by moment as given (a thread's 26 posts are formatted on every render). */
const texts = new Map<string, Map<string, string>>();

/** A date (and optionally its time) in the reader's language and the given time zone. */
export function formatDate(iso: string, locale: string, timeZone: string, withTime = false): string {
  const kind = `${locale}|${timeZone}|${withTime ? 't' : ''}`;
  let known = texts.get(kind);
  if (known === undefined) {
    if (texts.size >= MAX_KINDS) texts.clear();
    known = new Map();
    texts.set(kind, known);
  }
  let text = known.get(iso);
  if (text === undefined) {
    const date = new Date(iso);
    text = Number.isNaN(date.getTime())
      ? ''
      : dateTimeFormat(locale, { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}), timeZone }).format(
          date,
        );
    if (known.size >= MAX_TEXTS) known.clear();
    known.set(iso, text);
  }
  return text;
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
