import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import type { NotificationCategory } from '../types';

export const NOTIFICATION_CATEGORIES_KEY = '/notifications/categories/';

export async function getNotificationCategories(api: ApiClient): Promise<NotificationCategory[]> {
  const [answer, { readNotificationCategories }] = await Promise.all([
    api.get<unknown>(NOTIFICATION_CATEGORIES_KEY),
    import('./read-notifications'),
  ]);
  return readNotificationCategories(answer);
}

export function useNotificationCategories() {
  return useSWR(NOTIFICATION_CATEGORIES_KEY, () => getNotificationCategories(apiClient));
}
