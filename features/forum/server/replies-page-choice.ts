import { positiveIntegerParam } from '@/lib/http/query-param';

/** Which replies page a thread's address opens: `{ page }`, or `{ at }` the page holding that post. */
export type RepliesWhere = { page: number } | { at: number };

/**
 * `?page=` when given; else the post of `?postId=` (a notification's target), else of `?quoteId=`;
 * else the first unread reply; else page 1.
 */
export function repliesWhere(query: Record<string, unknown>, firstUnreadId: number | null): RepliesWhere {
  const addressed = addressedReplies(query);
  if (addressed !== null) return addressed;
  return firstUnreadId === null ? { page: 1 } : { at: firstUnreadId };
}

/** What the address alone says (repliesWhere without the first unread reply): null when nothing. */
export function addressedReplies(query: Record<string, unknown>): RepliesWhere | null {
  const page = positiveIntegerParam(query.page);
  if (page !== null) return { page };
  const at = positiveIntegerParam(query.postId) ?? positiveIntegerParam(query.quoteId);
  return at === null ? null : { at };
}
