import { apiClient } from '@/lib/api/browser-client';
import { FORUM_API, type MentionableUser } from '@/lib/contract/forum';

/**
 * People of the thread's country (the reader's own before a thread exists) to @mention, whose name
 * contains `query`, for the editor's suggestions.
 */
export async function searchMentionable(threadId: number | null, query: string) {
  const params = new URLSearchParams({ q: query });
  if (threadId !== null) params.set('thread', String(threadId));
  const users = await apiClient.get<MentionableUser[]>(`${FORUM_API.mentionable}?${params.toString()}`);
  return users.map((user) => ({ id: user.id, label: user.name, hint: user.memberName }));
}
