import { apiClient } from '@/lib/api/browser-client';
import { FORUM_API } from '@/lib/contract/forum';

/** Follows or stops following a thread (both idempotent on the API's side). */
export async function setFollowing(threadId: number, following: boolean): Promise<void> {
  if (following) await apiClient.post(FORUM_API.subscriptions, { post: threadId });
  else await apiClient.delete(FORUM_API.subscription(threadId));
}
