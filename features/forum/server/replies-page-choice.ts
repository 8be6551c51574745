import { positiveIntegerParam } from '@/lib/http/query-param';

/** Which replies page a thread's address opens: `{ page }`, or `{ at }` the page holding that post. */
export type RepliesWhere = { page: number } | { at: number };

/**
 * `?page=` when given; else the post of `?postId=` (a notification's target), else of `?quoteId=`;
 * else the first unread reply; else page 1.
 */
export function repliesWhere(query: Record<string, unknown>, firstUnreadId: number | null): RepliesWhere {
  const page = positiveIntegerParam(query.page);
  if (page !== null) return { page };
  const at = positiveIntegerParam(query.postId) ?? positiveIntegerParam(query.quoteId) ?? firstUnreadId;
  return at === null ? { page: 1 } : { at };
}
