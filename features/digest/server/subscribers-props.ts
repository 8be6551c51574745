import { withSession } from '@/lib/auth/guard';
import type { Level } from '@/lib/contract/member';
import { getLocaleOptions, LOCALE_OPTIONS_KEY } from '@/lib/session/get-locale-options';
import { getMemberLevelsOrNothing } from '../api/member-levels';
import { getSubscriberCounts, getSubscribersOrNothing, subscriberCountsKey, subscribersKey } from '../api/subscribers';
import { readSubscribersQuery, type SubscribersQuery } from '../subscribers-query';

export type SubscribersPageProps = {
  query: SubscribersQuery;
  listKey: string;
  countsKey: string;
  levels: Level[];
};

/** `/digest/subscribers` (staff): a page of subscribers with the address's filters, and the counts per country. */
export const subscribersPageProps = withSession<SubscribersPageProps>({
  policy: 'staffTools',
  namespaces: ['digest'],
  load: async (ctx) => {
    const query = readSubscribersQuery(ctx.query);
    const listKey = subscribersKey(query);
    const countsKey = subscriberCountsKey(query);
    const [list, counts, levels, localeOptions] = await Promise.all([
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
