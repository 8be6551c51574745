import type { ApiClient } from '@/lib/api/client';
import { withSession } from '@/lib/auth/guard';
import type { ForumListPage } from '@/lib/contract/forum';
import { FEATURE } from '@/lib/rules/features';
import { CATEGORIES_KEY, getCategories } from '../api/categories';
import { getListPage } from '../api/list-page';
import { getThreadsOrNothing } from '../api/threads';
import { readForumQuery, threadsKey, type ForumQuery } from '../forum-query';

/** The spec's calls: the list (a refused filter or page: an empty page) and the categories. */
async function eachPart(api: ApiClient, listKey: string): Promise<ForumListPage> {
  const [threads, categories] = await Promise.all([getThreadsOrNothing(api, listKey), getCategories(api)]);
  return { threads, categories };
}

export type ForumListProps = { query: ForumQuery; listKey: string };

/**
 * `/forum`: the address's page of threads and the categories, loaded with the page (SWR fallback):
 * one call where the API has the combined one, else the spec's two.
 */
export const forumListProps = withSession<ForumListProps>({
  feature: FEATURE.forum,
  namespaces: ['forum'],
  load: async ({ api, query: address }) => {
    const query = readForumQuery(address);
    const listKey = threadsKey(query);
    const { threads, categories } = (await getListPage(api, listKey)) ?? (await eachPart(api, listKey));
    return { props: { query, listKey }, fallback: { [listKey]: threads, [CATEGORIES_KEY]: categories } };
  },
});
