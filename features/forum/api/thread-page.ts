import { ApiError } from '@/lib/api/api-error';
import type { ApiClient } from '@/lib/api/client';
import { FORUM_API, type ThreadPage } from '@/lib/contract/forum';

// The thread page's combined call (beyond the spec; docs/api.md "Forum"): the thread and a page of
// its replies at once, for the server render only. The page hands the parts to SWR under their own
// keys (api/thread.ts, api/replies.ts), so the browser's hooks find them and never ask for this one.

/** Which page: the one of a post (`at`), a page by number, or none (the reader's first unread, else 1). */
export type ThreadPageWhere = { page: number } | { at: number } | null;

/** Statuses of an API without the combined call (one that follows the spec only): ask for each part. */
const NO_COMBINED_CALL = new Set([404, 405]);

/**
 * The thread and its replies page, or null when the API has no combined call (or refuses it as it
 * would the thread: the caller's own calls then answer as they do). Any other failure is the page's.
 */
export async function getThreadPage(api: ApiClient, id: number, where: ThreadPageWhere): Promise<ThreadPage | null> {
  const query = where === null ? '' : 'at' in where ? `?at=${where.at}` : `?page=${where.page}`;
  try {
    const [answer, { readThreadWithReplies }] = await Promise.all([
      api.get<unknown>(`${FORUM_API.threadPage(id)}${query}`),
      import('./read-forum'),
    ]);
    return readThreadWithReplies(answer, where !== null && 'page' in where ? where.page : 1);
  } catch (error) {
    if (error instanceof ApiError && NO_COMBINED_CALL.has(error.status)) return null;
    throw error;
  }
}
