/** The days within which a campaign's end is marked ("Ends in 3 days"). */
export const ENDING_SOON_DAYS = 7;

/** The calendar date of an instant in a time zone, as YYYY-MM-DD. */
function calendarDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/**
 * The calendar days from `now` to `end` on the member's clock (0: it ends today), or null when the
 * campaign has ended or ends later than ENDING_SOON_DAYS.
 */
export function endsInDays(end: string, now: Date, timeZone: string): number | null {
  const endsAt = new Date(end);
  if (Number.isNaN(endsAt.getTime()) || endsAt.getTime() < now.getTime()) return null;
  const days = Math.round(
    (Date.parse(calendarDate(endsAt, timeZone)) - Date.parse(calendarDate(now, timeZone))) / 86_400_000,
  );
  return days <= ENDING_SOON_DAYS ? days : null;
}
