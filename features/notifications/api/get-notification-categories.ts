import useSWR from 'swr';
import type { ApiClient } from '@/lib/api/client';
import { apiClient } from '@/lib/api/browser-client';
import type { NotificationCategory } from '../types';

export const NOTIFICATION_CATEGORIES_KEY = '/notifications/categories/';

export function getNotificationCategories(api: ApiClient): Promise<NotificationCategory[]> {
  return api.get<NotificationCategory[]>(NOTIFICATION_CATEGORIES_KEY);
}

export function useNotificationCategories() {
  return useSWR(NOTIFICATION_CATEGORIES_KEY, () => getNotificationCategories(apiClient));
}
