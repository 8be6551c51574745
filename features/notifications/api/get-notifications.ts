import { useMemo } from 'react';
import useSWR from 'swr';
import { ApiError } from '@/lib/api/api-error';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { NOTIFICATIONS_API } from '@/lib/contract/notification';
import { isNotificationVisible } from '@/lib/rules/notifications';
import { useOptionalSession } from '@/lib/session/session-context';
import type { Notification, Page } from '../types';

export const NOTIFICATIONS_PATH = NOTIFICATIONS_API.list;

export type NotificationQuery = { page: number; pageSize: number; description?: string | null };

/** The SWR key of one page of notifications: its API path and query. */
export function notificationsKey({ page, pageSize, description }: NotificationQuery): string {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (description) query.set('description', description);
  return `${NOTIFICATIONS_PATH}?${query.toString()}`;
}

/** Whether an SWR key is a page of notifications (every list the bell and the page show). */
export function isNotificationsKey(key: unknown): key is string {
  return typeof key === 'string' && key.startsWith(`${NOTIFICATIONS_PATH}?`);
}

export async function getNotifications(api: ApiClient, key: string): Promise<Page<Notification>> {
  const [answer, { readNotificationPage }] = await Promise.all([api.get<unknown>(key), import('./read-notifications')]);
  return readNotificationPage(answer);
}

/** A page from an address someone may have kept: past the last page (404 "Invalid page.") finds nothing. */
export async function getNotificationsOrNothing(api: ApiClient, key: string): Promise<Page<Notification>> {
  try {
    return await getNotifications(api, key);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { count: 0, next: null, previous: null, results: [] };
    throw error;
  }
}

/**
 * A page with only what the user may be shown (spec §5 "Notification visibility"): our API already
 * sends nothing else, another implementation of the contract may send all of them.
 */
export function visibleNotifications(
  page: Page<Notification>,
  session: { featureFlags: Parameters<typeof isNotificationVisible>[1]; heldLevels: readonly number[] },
): Page<Notification> {
  const results = page.results.filter((item) => isNotificationVisible(item, session.featureFlags, session.heldLevels));
  if (results.length === page.results.length) return page;
  return { ...page, results, count: Math.max(results.length, page.count - (page.results.length - results.length)) };
}

/**
 * One page of notifications, as the user may see them. No `keepPreviousData`: the page brings each
 * list as fallback data, which SWR would pass over for the previous one.
 */
export function useNotifications(query: NotificationQuery) {
  const { data, error, isLoading } = useSWR(notificationsKey(query), (key: string) => getNotifications(apiClient, key));
  const session = useOptionalSession();
  const visible = useMemo(() => (data && session ? visibleNotifications(data, session) : data), [data, session]);
  return { data: visible, error: error as unknown, isLoading };
}
