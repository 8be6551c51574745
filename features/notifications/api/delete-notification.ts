import type { ApiClient } from '@/lib/api/client';

/** Dismisses (deletes) one notification. */
export function deleteNotification(api: ApiClient, id: number): Promise<void> {
  return api.delete(`/notifications/${id}/`);
}
