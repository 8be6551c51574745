import { apiClient } from '@/lib/api/browser-client';
import { FORUM_API, type ReadPostBody } from '@/lib/contract/forum';

/** Marks the thread read up to its last post, or unread again (a write: the page data stays as loaded). */
export async function markThread(threadId: number, unread: boolean): Promise<void> {
  const body: ReadPostBody = { post: threadId, unread };
  await apiClient.post(FORUM_API.readPost, body);
}
