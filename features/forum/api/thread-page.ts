import type { ApiClient } from '@/lib/api/client';
import { combinedCallOrNull } from '@/lib/api/combined-call';
import { FORUM_API, type ThreadPage } from '@/lib/contract/forum';

// The thread page's combined call (beyond the spec; docs/api.md "Forum"): the thread and a page of
// its replies at once, for the server render only. The page hands the parts to SWR under their own
// keys (api/thread.ts, api/replies.ts), so the browser's hooks find them and never ask for this one.

/** Which page: the one of a post (`at`), a page by number, or none (the reader's first unread, else 1). */
export type ThreadPageWhere = { page: number } | { at: number } | null;

/**
 * The thread and its replies page, or null when the API has no combined call (or refuses it as it
 * would the thread: the caller's own calls then answer as they do). Any other failure is the page's.
 */
export function getThreadPage(api: ApiClient, id: number, where: ThreadPageWhere): Promise<ThreadPage | null> {
  const query = where === null ? '' : 'at' in where ? `?at=${where.at}` : `?page=${where.page}`;
  return combinedCallOrNull(api, `${FORUM_API.threadPage(id)}${query}`, async (answer) =>
    (await import('./read-forum')).readThreadWithReplies(answer, where !== null && 'page' in where ? where.page : 1),
  );
}
