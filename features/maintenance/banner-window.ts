import { dateTimeFormat } from '@/lib/text/intl-formats';
import type { MaintenanceStatus } from './types';

export type BannerWindow = { day: string; from: string; to: string };

/**
 * The announced window of the global banner (spec §2): its day and its hours in the reader's
 * language and time zone, or null when nothing is announced or the window is over.
 */
export function bannerWindow(
  status: MaintenanceStatus | undefined,
  locale: string,
  now: number,
  timeZone?: string,
): BannerWindow | null {
  const message = status?.infoMessage;
  if (!message?.showMessage || !message.eventFromTime || !message.eventToTime) return null;
  const from = Date.parse(message.eventFromTime);
  const to = Date.parse(message.eventToTime);
  if (Number.isNaN(from) || Number.isNaN(to) || to <= now) return null;
  const hour = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  const day = dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone });
  return { day: day.format(from), from: hour.format(from), to: hour.format(to) };
}
