import { withSession } from '@/lib/auth/guard';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { positiveIntegerParam } from '@/lib/http/query-param';
import { FEATURE } from '@/lib/rules/features';
import { getReplies, getRepliesOrNothing, readableReplies, repliesKey } from '../api/replies';
import { getThread, readableThread, threadKey } from '../api/thread';
import { repliesWhere } from './replies-page-choice';

// getServerSideProps of `/forum/{id}`: the thread and the chosen replies page, sanitized here, as SWR
// fallback, so the browser neither fetches them again nor loads the sanitizer.

/** `page`: the replies page shown (the API says which one `?at=` chose). */
export type ThreadPageProps = { id: number; page: number };

export const threadProps = withSession<ThreadPageProps>({
  feature: FEATURE.forum,
  namespaces: ['forum'],
  load: async ({ api, params, query }) => {
    const id = positiveIntegerParam(params?.id);
    if (id === null) return { errorStatus: 404 };
    const thread = await getThread(api, id);
    const where = repliesWhere(query, thread.firstUnreadId);
    const replies = await ('at' in where ? getReplies(api, id, where) : getRepliesOrNothing(api, id, where.page));
    return {
      props: { id, page: replies.page },
      fallback: {
        [threadKey(id)]: readableThread(thread, sanitizeHtml),
        [repliesKey(id, replies.page)]: readableReplies(replies, sanitizeHtml),
      },
    };
  },
});
