import { getContentListOrNothing } from '@/features/content/api/content-list';
import { canonicalDetailPath } from '@/features/content/content-paths';
import { withSession } from '@/lib/auth/guard';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { FEATURE } from '@/lib/rules/features';
import { parseIdSlug } from '@/lib/text/slug';
import { getReadableHandbook, handbookKey, HANDBOOKS } from '../api/handbook';
import { getHandbookSearch, handbookSearchKey } from '../api/handbook-search';
import { getHandbookTags, HANDBOOK_TAGS_KEY } from '../api/handbook-tags';
import { handbookListKey, readHandbookListQuery, searchWords, type HandbookListQuery } from '../handbook-query';

// getServerSideProps of the handbooks' pages; the screens are in ../components.

// `handbooks` alone: the pages' few shared words (a part's status, its files' heading) are in it too,
// so the content types' texts (13 kB in Swedish) are not in every handbook page's data.
const NAMESPACES = ['handbooks'];

export type HandbookListProps = { query: HandbookListQuery; listKey: string };

/** `/handbooks`: the country's handbooks, searched and filtered by tag from the address, with the tags they use. */
export const handbookListProps = withSession<HandbookListProps>({
  feature: FEATURE.handbooks,
  namespaces: NAMESPACES,
  load: async ({ api, query: address }) => {
    const query = readHandbookListQuery(address);
    const listKey = handbookListKey(query);
    const [list, tags] = await Promise.all([getContentListOrNothing(api, HANDBOOKS, listKey), getHandbookTags(api)]);
    return { props: { query, listKey }, fallback: { [listKey]: list, [HANDBOOK_TAGS_KEY]: tags } };
  },
});

export type HandbookProps = { id: number; search: string; searchKey: string | null };

/**
 * `/handbooks/{id-slug}`: the whole handbook, and the search within it (`?q=`). An outdated or
 * missing slug redirects to the canonical address; the browser keeps the anchor (`#section-12`)
 * across the redirect, as it does for any redirect whose address has none.
 */
export const handbookProps = withSession<HandbookProps>({
  feature: FEATURE.handbooks,
  namespaces: NAMESPACES,
  load: async ({ api, params, query, resolvedUrl }) => {
    const segment = String(params?.idSlug ?? '');
    const id = parseIdSlug(segment);
    if (id === null) return { errorStatus: 404 };
    const search = searchWords(query.q);
    const searchKey = handbookSearchKey(id, search);
    const [handbook, hits] = await Promise.all([
      getReadableHandbook(api, id, sanitizeHtml),
      searchKey ? getHandbookSearch(api, searchKey) : Promise.resolve(null),
    ]);
    const queryString = resolvedUrl.includes('?') ? resolvedUrl.slice(resolvedUrl.indexOf('?')) : '';
    const canonical = canonicalDetailPath(HANDBOOKS, handbook, segment, queryString);
    if (canonical) return { redirect: { destination: canonical, permanent: false } };
    return {
      props: { id, search, searchKey },
      fallback: { [handbookKey(id)]: handbook, ...(searchKey && hits ? { [searchKey]: hits } : {}) },
    };
  },
});
