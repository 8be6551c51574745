import type { EventItem } from './event-item';

/** What a calendar entry needs of an event: its times are known. */
type CalendarEvent = Pick<EventItem, 'id' | 'title' | 'summary'> & {
  startsAt: string;
  endsAt: string;
  place: string;
  address: string;
};

/** Text as an iCalendar TEXT value: backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A UTC instant as an iCalendar DATE-TIME: 20261124T090000Z. */
export function icsDateTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The event as an iCalendar file with one VEVENT, for "add to calendar": start, end, title,
 * place and address, summary and the event's page. `now` is the DTSTAMP.
 */
export function eventToIcs(event: CalendarEvent, pageUrl: string, now: Date, host: string): string {
  const location = [event.place, event.address].filter(Boolean).join(', ');
  const description = [event.summary, pageUrl].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vetnet//Members portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${icsDateTime(now.toISOString())}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.endsAt)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    `URL:${pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A link target that downloads the file without a server round trip, and works without script. */
export function icsDataUri(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
