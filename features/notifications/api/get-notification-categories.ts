import useSWR from 'swr';
import type { ApiClient } from '@/lib/api/client';
import { apiClient } from '@/lib/api/browser-client';
import type { NotificationCategory } from '../types';
import { readNotificationCategories } from './read-notifications';

export const NOTIFICATION_CATEGORIES_KEY = '/notifications/categories/';

export async function getNotificationCategories(api: ApiClient): Promise<NotificationCategory[]> {
  return readNotificationCategories(await api.get<unknown>(NOTIFICATION_CATEGORIES_KEY));
}

export function useNotificationCategories() {
  return useSWR(NOTIFICATION_CATEGORIES_KEY, () => getNotificationCategories(apiClient));
}
