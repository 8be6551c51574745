import { apiClient } from '@/lib/api/browser-client';
import { FORUM_API } from '@/lib/contract/forum';

/**
 * People of the thread's country (the reader's own before a thread exists) to @mention, whose name
 * contains `query`, for the editor's suggestions.
 */
export async function searchMentionable(threadId: number | null, query: string) {
  const params = new URLSearchParams({ q: query });
  if (threadId !== null) params.set('thread', String(threadId));
  const [answer, { readMentionables }] = await Promise.all([
    apiClient.get<unknown>(`${FORUM_API.mentionable}?${params.toString()}`),
    import('./read-forum'),
  ]);
  const users = readMentionables(answer);
  return users.map((user) => ({ id: user.id, label: user.name, hint: user.memberName }));
}
