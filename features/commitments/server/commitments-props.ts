import { withSession } from '@/lib/auth/guard';
import { readMemberQuery } from '@/lib/members/member-query';
import { FEATURE } from '@/lib/rules/features';
import { getCommitmentTracking, trackingKey } from '../api/commitment-tracking';
import { commitmentsKey, getCommitmentsOrNothing } from '../api/commitments-list';
import { readCommitmentsQuery, type CommitmentsQuery } from '../commitments-query';

const NAMESPACES = ['commitments'];

export type CommitmentsProps = { query: CommitmentsQuery; listKey: string };

/** `/commitments`: one page of the member's active or ended commitments. */
export const commitmentsPageProps = withSession<CommitmentsProps>({
  feature: FEATURE.commitments,
  namespaces: NAMESPACES,
  load: async ({ api, query: address }) => {
    const query = readCommitmentsQuery(address);
    const listKey = commitmentsKey(query);
    return { props: { query, listKey }, fallback: { [listKey]: await getCommitmentsOrNothing(api, listKey) } };
  },
});

export type TrackProps = { member: number | null; trackKey: string };

/** `/commitments/track`: every commitment's progress, as the API orders them (at risk first). */
export const trackPageProps = withSession<TrackProps>({
  feature: FEATURE.commitments,
  namespaces: NAMESPACES,
  load: async ({ api, query }) => {
    const member = readMemberQuery(query);
    const trackKey = trackingKey(member);
    return { props: { member, trackKey }, fallback: { [trackKey]: await getCommitmentTracking(api, trackKey) } };
  },
});
