import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { pageOrNothing } from '@/lib/api/page-or-nothing';
import { FORUM_API, type ForumReply, type ReplyPage } from '@/lib/contract/forum';
import type { Page } from '@/lib/contract/page';
import type { SafeHtml } from '@/lib/html/safe-html';

export type ReadableReply = Omit<ForumReply, 'post'> & { post: SafeHtml };
export type ReadableReplyPage = Omit<ReplyPage, 'results'> & { results: ReadableReply[] };

/** The key of one page of a thread's replies: always by page number, whichever way the server chose it. */
export function repliesKey(threadId: number, page: number): string {
  return `${FORUM_API.replies(threadId)}?page=${page}`;
}

/** `at`: the page holding that post (the API's `?at=`); otherwise `page`. */
export async function getReplies(
  api: ApiClient,
  threadId: number,
  where: { page: number } | { at: number },
): Promise<ReplyPage> {
  const query = 'at' in where ? `at=${where.at}` : `page=${where.page}`;
  const [answer, { readReplyPage }] = await Promise.all([
    api.get<unknown>(`${FORUM_API.replies(threadId)}?${query}`),
    import('./read-forum'),
  ]);
  return readReplyPage(answer, 'at' in where ? 1 : where.page);
}

/**
 * A page by number from an address someone may have kept or edited: past the last (404 "Invalid
 * page.") it has no replies, as the lists' pages have no rows (lib/api/page-or-nothing).
 */
export async function getRepliesOrNothing(api: ApiClient, threadId: number, page: number): Promise<ReplyPage> {
  const answer: Page<ForumReply> & { page?: number } = await pageOrNothing(() => getReplies(api, threadId, { page }));
  return { ...answer, page: answer.page ?? page };
}

/** `sanitize`: lib/html/sanitize's sanitizeHtml, which also marks each reply's @mentions. */
export function readableReplies(
  page: ReplyPage,
  sanitize: (html: string, mentions?: readonly string[]) => SafeHtml,
): ReadableReplyPage {
  return {
    ...page,
    results: page.results.map((reply) => ({ ...reply, post: sanitize(reply.post, reply.mentions) })),
  };
}

async function fetchReadableReplies(threadId: number, page: number): Promise<ReadableReplyPage> {
  const [answer, { sanitizeHtml }] = await Promise.all([
    getRepliesOrNothing(apiClient, threadId, page),
    import('@/lib/html/sanitize'),
  ]);
  return readableReplies(answer, sanitizeHtml);
}

export function useReplies(threadId: number, page: number) {
  return useSWR(repliesKey(threadId, page), () => fetchReadableReplies(threadId, page));
}
