import { withSession } from '@/lib/auth/guard';
import { FEATURE } from '@/lib/rules/features';
import { CATEGORIES_KEY, getCategories } from '../api/categories';
import { getThreadsOrNothing } from '../api/threads';
import { readForumQuery, threadsKey, type ForumQuery } from '../forum-query';

export type ForumListProps = { query: ForumQuery; listKey: string };

/** `/forum`: the address's page of threads and the categories, loaded with the page (SWR fallback). */
export const forumListProps = withSession<ForumListProps>({
  feature: FEATURE.forum,
  namespaces: ['forum'],
  load: async ({ api, query: address }) => {
    const query = readForumQuery(address);
    const listKey = threadsKey(query);
    const [list, categories] = await Promise.all([getThreadsOrNothing(api, listKey), getCategories(api)]);
    return { props: { query, listKey }, fallback: { [listKey]: list, [CATEGORIES_KEY]: categories } };
  },
});
