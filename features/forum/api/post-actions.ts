import { apiClient } from '@/lib/api/browser-client';
import { FORUM_API, type ForumReply, type PostPatch, type ReplyInput } from '@/lib/contract/forum';

export async function createReply(threadId: number, input: ReplyInput): Promise<ForumReply> {
  const [answer, { readReply }] = await Promise.all([
    apiClient.post<unknown>(FORUM_API.replies(threadId), input),
    import('./read-forum'),
  ]);
  return readReply(answer);
}

/** Changes a thread or a reply; the caller revalidates what it shows. */
export async function patchPost(id: number, patch: PostPatch): Promise<void> {
  await apiClient.patch(FORUM_API.post(id), patch);
}

export function deletePost(id: number): Promise<void> {
  return apiClient.delete(FORUM_API.post(id));
}
