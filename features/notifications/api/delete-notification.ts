import type { ApiClient } from '@/lib/api/client';
import { NOTIFICATIONS_API } from '@/lib/contract/notification';

/** Dismisses (deletes) one notification. */
export function deleteNotification(api: ApiClient, id: number): Promise<void> {
  return api.delete(NOTIFICATIONS_API.item(id));
}
