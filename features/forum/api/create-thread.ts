import { apiClient } from '@/lib/api/browser-client';
import { FORUM_API, type ForumThreadDetail, type ThreadInput } from '@/lib/contract/forum';

export async function createThread(input: ThreadInput): Promise<ForumThreadDetail> {
  const [answer, { readThreadDetail }] = await Promise.all([
    apiClient.post<unknown>(FORUM_API.posts, input),
    import('./read-forum'),
  ]);
  return readThreadDetail(answer);
}
