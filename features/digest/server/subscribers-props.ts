import { withSession } from '@/lib/auth/guard';
import type { Level } from '@/lib/contract/member';
import { getLocaleOptions, LOCALE_OPTIONS_KEY } from '@/lib/session/get-locale-options';
import { getSubscribersPage, subscribersPageKey } from '../api/composer';
import { getMemberLevelsOrNothing } from '../api/member-levels';
import { getSubscriberCounts, getSubscribersOrNothing, subscriberCountsKey, subscribersKey } from '../api/subscribers';
import { readSubscribersQuery, type SubscribersQuery } from '../subscribers-query';

export type SubscribersPageProps = {
  query: SubscribersQuery;
  listKey: string;
  countsKey: string;
  levels: Level[];
};

/**
 * `/digest/subscribers` (staff): a page of subscribers with the address's filters, and the counts per
 * country. One combined call (`digest/subscribers/page/`) where the API has it, each part under its
 * own call's key; else the spec's calls.
 */
export const subscribersPageProps = withSession<SubscribersPageProps>({
  policy: 'staffTools',
  namespaces: ['digest-subscribers', 'digest-nav'],
  firstCall: (ctx) => subscribersPageKey(readSubscribersQuery(ctx.query)),
  load: async (ctx) => {
    const query = readSubscribersQuery(ctx.query);
    const listKey = subscribersKey(query);
    const countsKey = subscriberCountsKey(query);
    const combined = await getSubscribersPage(ctx.api, query);
    const [list, counts, levels, localeOptions] = combined
      ? [combined.subscribers, combined.counts, combined.levels, combined.localeOptions]
      : await Promise.all([
          getSubscribersOrNothing(ctx.api, listKey),
          getSubscriberCounts(ctx.api, countsKey),
          getMemberLevelsOrNothing(ctx.api),
          getLocaleOptions(ctx.api),
        ]);
    return {
      props: { query, listKey, countsKey, levels },
      fallback: { [listKey]: list, [countsKey]: counts, [LOCALE_OPTIONS_KEY]: localeOptions },
    };
  },
});
