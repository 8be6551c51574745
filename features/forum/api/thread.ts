import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { FORUM_API, type ForumThreadDetail } from '@/lib/contract/forum';
import type { SafeHtml } from '@/lib/html/safe-html';

/** A thread as the page holds it: its opening post sanitized wherever it was fetched. */
export type ReadableThread = Omit<ForumThreadDetail, 'post'> & { post: SafeHtml };

export function threadKey(id: number): string {
  return FORUM_API.post(id);
}

/** `sanitize`: lib/html/sanitize's sanitizeHtml, which also marks the post's @mentions. */
export function readableThread(
  thread: ForumThreadDetail,
  sanitize: (html: string, mentions?: readonly string[]) => SafeHtml,
): ReadableThread {
  return { ...thread, post: sanitize(thread.post, thread.mentions) };
}

export async function getThread(api: ApiClient, id: number): Promise<ForumThreadDetail> {
  const [answer, { readThreadDetail }] = await Promise.all([api.get<unknown>(threadKey(id)), import('./read-forum')]);
  return readThreadDetail(answer);
}

/** The browser's fetch (after a write): the sanitizer comes with the data, not with the page. */
async function fetchReadableThread(id: number): Promise<ReadableThread> {
  const [thread, { sanitizeHtml }] = await Promise.all([getThread(apiClient, id), import('@/lib/html/sanitize')]);
  return readableThread(thread, sanitizeHtml);
}

export function useThread(id: number) {
  return useSWR(threadKey(id), () => fetchReadableThread(id));
}
