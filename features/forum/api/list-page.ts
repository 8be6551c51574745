import type { ApiClient } from '@/lib/api/client';
import { combinedCallOrNull, NO_COMBINED_CALL } from '@/lib/api/combined-call';
import { FORUM_API, type ForumListPage } from '@/lib/contract/forum';

// The thread list page's combined call (beyond the spec; docs/api.md "Forum"): the list's page and
// the categories at once, for the server render only. The page hands the parts to SWR under their
// own keys (api/threads.ts, api/categories.ts), so the browser's hooks find them and never ask for this one.

/**
 * Statuses after which the page asks for each part instead: an API without the combined call (404,
 * 405), and a list it refuses (a filter, 400; a page past the last, 404), which the list's own call
 * then answers as an empty page.
 */
const ASK_EACH: ReadonlySet<number> = new Set([400, ...NO_COMBINED_CALL]);

/** The combined call's address for the list at `listKey` (an address of `posts/` or `subscriptions/updated/`). */
export function listPageAddress(listKey: string): string {
  const [path = '', search = ''] = listKey.split('?');
  const params = new URLSearchParams(search);
  if (path === FORUM_API.updated) params.set('updated', 'true');
  const query = params.toString();
  return query ? `${FORUM_API.listPage}?${query}` : FORUM_API.listPage;
}

/** The list at `listKey` and the categories, or null when the caller should ask for each. */
export function getListPage(api: ApiClient, listKey: string): Promise<ForumListPage | null> {
  return combinedCallOrNull(
    api,
    listPageAddress(listKey),
    async (answer) => (await import('./read-forum')).readListPage(answer),
    ASK_EACH,
  );
}
