import { withSession } from '@/lib/auth/guard';
import { loadMemberChoice, type MemberOption } from '@/lib/members/member-choice';
import { readMemberQuery } from '@/lib/members/member-query';
import { FEATURE } from '@/lib/rules/features';
import { getCommitmentTracking, trackingKey } from '../api/commitment-tracking';
import { commitmentsKey, getCommitmentsOrNothing } from '../api/commitments-list';
import { readCommitmentsQuery, type CommitmentsQuery } from '../commitments-query';

// `purchasing` for the purchase categories' names, the same as the dashboard's (issue 24).
const NAMESPACES = ['commitments', 'purchasing'];

export type CommitmentsProps = { query: CommitmentsQuery; listKey: string; memberOptions: MemberOption[] };

/** `/commitments`: one page of the member's active or ended commitments. */
export const commitmentsPageProps = withSession<CommitmentsProps>({
  feature: FEATURE.commitments,
  namespaces: NAMESPACES,
  load: async (ctx) => {
    const { api, query: address } = ctx;
    const query = readCommitmentsQuery(address);
    const listKey = commitmentsKey(query);
    const [list, { memberOptions }] = await Promise.all([getCommitmentsOrNothing(api, listKey), loadMemberChoice(ctx)]);
    return { props: { query, listKey, memberOptions }, fallback: { [listKey]: list } };
  },
});

export type TrackProps = { member: number | null; trackKey: string; memberOptions: MemberOption[] };

/** `/commitments/track`: every commitment's progress, as the API orders them (at risk first). */
export const trackPageProps = withSession<TrackProps>({
  feature: FEATURE.commitments,
  namespaces: NAMESPACES,
  load: async (ctx) => {
    const { api, query } = ctx;
    const member = readMemberQuery(query);
    const trackKey = trackingKey(member);
    const [tracking, { memberOptions }] = await Promise.all([
      getCommitmentTracking(api, trackKey),
      loadMemberChoice(ctx),
    ]);
    return { props: { member, trackKey, memberOptions }, fallback: { [trackKey]: tracking } };
  },
});
