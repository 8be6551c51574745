import { ApiError } from '@/lib/api/api-error';
import type { ApiClient } from '@/lib/api/client';
import { notificationResource } from '../notification-rules';
import type { Notification } from '../types';

export type TargetState = 'open' | 'gone' | 'forbidden';

/**
 * Whether what a notification is about can still be opened: its API resource answers 404 when it
 * was deleted (or is no longer published) and 403 when it belongs to another country or area. Any
 * other failure is left to the page itself, which has its own error view.
 */
export async function checkNotificationTarget(
  api: ApiClient,
  notification: Pick<Notification, 'description' | 'actor'>,
): Promise<TargetState> {
  const resource = notificationResource(notification);
  if (!resource) return 'open';
  try {
    await api.get(resource);
    return 'open';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'gone';
    if (error instanceof ApiError && error.status === 403) return 'forbidden';
    return 'open';
  }
}
