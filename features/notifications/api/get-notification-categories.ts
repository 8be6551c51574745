import { useMemo } from 'react';
import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { NOTIFICATIONS_API } from '@/lib/contract/notification';
import { visibleNotificationTypes } from '@/lib/rules/notifications';
import { useOptionalSession } from '@/lib/session/session-context';
import type { NotificationCategory } from '../types';

export const NOTIFICATION_CATEGORIES_KEY = NOTIFICATIONS_API.categories;

export async function getNotificationCategories(api: ApiClient): Promise<NotificationCategory[]> {
  const [answer, { readNotificationCategories }] = await Promise.all([
    api.get<unknown>(NOTIFICATION_CATEGORIES_KEY),
    import('./read-notifications'),
  ]);
  return readNotificationCategories(answer);
}

/** The categories of the types the user may be shown (spec §5), whatever else the API counts. */
export function useNotificationCategories() {
  const { data } = useSWR(NOTIFICATION_CATEGORIES_KEY, () => getNotificationCategories(apiClient));
  const session = useOptionalSession();
  const visible = useMemo(() => {
    if (!data || !session) return data;
    const types = visibleNotificationTypes(session.featureFlags, session.heldLevels);
    return data.filter((category) => types.includes(category.description));
  }, [data, session]);
  return { data: visible };
}
