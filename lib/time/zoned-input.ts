import { dateTimeFormat } from '@/lib/text/intl-formats';

/** The wall-clock parts of an instant in a time zone. */
function wallParts(instant: number, timeZone: string) {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallParts(instant, timeZone);
  return (
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) -
    Math.floor(instant / 1000) * 1000
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value (`2026-11-24T09:00`) on the zone's wall clock. */
export function toZonedInput(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const wall = wallParts(instant, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * A `datetime-local` value read on the zone's wall clock, as an ISO instant with seconds and `Z`
 * (what the admin API takes). A wall time skipped by a daylight-saving change moves forward by the
 * gap, as clocks do. Null for anything that is not such a value.
 */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return null;
  // Two passes settle the offset, also next to a daylight-saving change.
  let instant = asUtc - offsetAt(asUtc, timeZone);
  instant = asUtc - offsetAt(instant, timeZone);
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
