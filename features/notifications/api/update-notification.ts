import type { ApiClient } from '@/lib/api/client';
import { NOTIFICATIONS_API } from '@/lib/contract/notification';
import type { Notification } from '../types';

/** Marks one notification read or unread. */
export function setNotificationUnread(api: ApiClient, id: number, unread: boolean): Promise<Notification> {
  return api.patch<Notification>(NOTIFICATIONS_API.item(id), { unread });
}
