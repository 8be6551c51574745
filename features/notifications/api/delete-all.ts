import type { ApiClient } from '@/lib/api/client';
import { NOTIFICATIONS_API } from '@/lib/contract/notification';

/** Deletes every notification, or every one of a type when `description` is given. */
export function deleteAllNotifications(api: ApiClient, description: string | null): Promise<{ deleted: number }> {
  return api.post(NOTIFICATIONS_API.deleteAll, description ? { description } : {});
}
