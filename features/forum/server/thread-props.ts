import type { ApiClient } from '@/lib/api/client';
import { withSession } from '@/lib/auth/guard';
import type { ThreadPage } from '@/lib/contract/forum';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { positiveIntegerParam } from '@/lib/http/query-param';
import { FEATURE } from '@/lib/rules/features';
import { getReplies, getRepliesOrNothing, readableReplies, repliesKey } from '../api/replies';
import { getThread, readableThread, threadKey } from '../api/thread';
import { getThreadPage } from '../api/thread-page';
import { addressedReplies, repliesWhere } from './replies-page-choice';

// getServerSideProps of `/forum/{id}`: the thread and the chosen replies page, sanitized here, as SWR
// fallback, so the browser neither fetches them again nor loads the sanitizer.

/** `page`: the replies page shown (the API says which one `?at=` chose). */
export type ThreadPageProps = { id: number; page: number };

/** The spec's calls: the thread, then the replies page the address (or its first unread reply) names. */
async function threadThenReplies(api: ApiClient, id: number, query: Record<string, unknown>): Promise<ThreadPage> {
  const thread = await getThread(api, id);
  const where = repliesWhere(query, thread.firstUnreadId);
  const replies = await ('at' in where ? getReplies(api, id, where) : getRepliesOrNothing(api, id, where.page));
  return { thread, replies };
}

export const threadProps = withSession<ThreadPageProps>({
  feature: FEATURE.forum,
  namespaces: ['forum'],
  load: async ({ api, params, query }) => {
    const id = positiveIntegerParam(params?.id);
    if (id === null) return { errorStatus: 404 };
    // One call where the API has the combined one; else the thread, then the replies page it chooses.
    const { thread, replies } =
      (await getThreadPage(api, id, addressedReplies(query))) ?? (await threadThenReplies(api, id, query));
    return {
      props: { id, page: replies.page },
      fallback: {
        [threadKey(id)]: readableThread(thread, sanitizeHtml),
        [repliesKey(id, replies.page)]: readableReplies(replies, sanitizeHtml),
      },
    };
  },
});
