import { apiClient } from '@/lib/api/browser-client';
import { FORUM_API, type ForumThreadDetail, type ThreadInput } from '@/lib/contract/forum';

export function createThread(input: ThreadInput): Promise<ForumThreadDetail> {
  return apiClient.post<ForumThreadDetail>(FORUM_API.posts, input);
}
