import { useMemo } from 'react';
import { useSession } from '@/lib/session/session-context';
import { useNotifications, type NotificationQuery } from '../api/get-notifications';
import { isNotificationVisible } from '../notification-rules';

/** A page of notifications, keeping those the visibility rule shows this user (spec §5). */
export function useVisibleNotifications(query: NotificationQuery) {
  const { featureFlags, heldLevels } = useSession();
  const result = useNotifications(query);
  const visible = useMemo(
    () => (result.data?.results ?? []).filter((notification) => isNotificationVisible(notification, featureFlags, heldLevels)),
    [result.data, featureFlags, heldLevels],
  );
  return { ...result, visible };
}
