import { pageParam } from '@/lib/http/query-param';
import { ROUTES } from '@/lib/routes';
import type { ParsedUrlQuery } from 'node:querystring';

/**
 * The notifications page's filters, from its address: `?category=News&page=2`. A category the user
 * has no notifications of (unknown, or all deleted) is kept and simply finds none: the list is empty
 * and the filter still names it, so the member sees what they asked for.
 */
export type NotificationFilters = { category: string | null; page: number };

/** The API caps a description at 64 characters. */
const MAX_CATEGORY_LENGTH = 64;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Reads the filters, ignoring anything malformed (an address can say anything). */
export function readNotificationFilters(query: ParsedUrlQuery): NotificationFilters {
  const category = first(query.category)?.trim().slice(0, MAX_CATEGORY_LENGTH) || null;
  return { category, page: pageParam(query.page) };
}

/** The address of the page with these filters; defaults are left out. */
export function notificationsHref({ category, page }: NotificationFilters): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${ROUTES.notifications}?${query}` : ROUTES.notifications;
}
