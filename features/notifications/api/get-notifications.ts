import useSWR from 'swr';
import type { ApiClient } from '@/lib/api/client';
import { apiClient } from '@/lib/api/browser-client';
import type { Notification, Page } from '../types';

export const NOTIFICATIONS_PATH = '/notifications/';

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

export function useNotifications(query: NotificationQuery) {
  return useSWR(notificationsKey(query), (key: string) => getNotifications(apiClient, key), { keepPreviousData: true });
}
