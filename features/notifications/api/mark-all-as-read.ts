import type { ApiClient } from '@/lib/api/client';

/** Marks every notification read, or every one of a type when `description` is given. */
export function markAllAsRead(api: ApiClient, description: string | null): Promise<{ updated: number }> {
  return api.post('/notifications/mark-all-as-read/', description ? { description } : {});
}
