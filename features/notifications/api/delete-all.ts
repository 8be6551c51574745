import type { ApiClient } from '@/lib/api/client';

/** Deletes every notification, or every one of a type when `description` is given. */
export function deleteAllNotifications(api: ApiClient, description: string | null): Promise<{ deleted: number }> {
  return api.post('/notifications/delete-all/', description ? { description } : {});
}
