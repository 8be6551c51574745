import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { countryTimeZone } from '@/lib/time/country-time-zone';
import { formatDate, formatDateRange, formatDayRange } from '@/lib/time/date-format';

/** Dates in the reader's language and the member's country's time zone, alike on server and browser. */
export function useContentFormat() {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const timeZone = countryTimeZone(user.member.country.code);
  return {
    date: (iso: string, withTime = false) => formatDate(iso, i18n.language, timeZone, withTime),
    range: (start: string, end: string) => formatDateRange(start, end, i18n.language, timeZone),
    /** A period of whole days (a campaign's), without times. */
    days: (start: string, end: string) => formatDayRange(start, end, i18n.language, timeZone),
  };
}
