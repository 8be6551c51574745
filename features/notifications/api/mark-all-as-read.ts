import type { ApiClient } from '@/lib/api/client';
import { NOTIFICATIONS_API } from '@/lib/contract/notification';

/** Marks every notification read, or every one of a type when `description` is given. */
export function markAllAsRead(api: ApiClient, description: string | null): Promise<{ updated: number }> {
  return api.post(NOTIFICATIONS_API.markAllAsRead, description ? { description } : {});
}
