import { withSession } from '@/lib/auth/guard';
import { maySwitchMember } from '@/lib/members/member-choice';
import { createCountryCache } from '@/lib/session/country-cache';
import { getMemberTree, MEMBER_TREE_KEY } from '@/lib/session/get-member-tree';
import { getTags, TAGS_KEY } from '@/lib/tags/get-tags';

/**
 * The tags to follow: the same for everyone and nothing personal, so the portal's server keeps them as
 * long as the browser's data cache would (60 s), as it keeps the feature flags: a render asks the API
 * for them once a minute, not every time. (The staff editors ask each time: a tag just added must be there.)
 */
export const tagsForMembers = createCountryCache(getTags);

/** `/settings/me`: the tags to follow and, for those who may switch member, the member tree, all in the first render. */
export const mySettingsPageProps = withSession({
  namespaces: ['settings'],
  load: async ({ api, session }) => {
    const [tags, tree] = await Promise.all([
      tagsForMembers.get(api, 'every member'),
      maySwitchMember(session.user) ? getMemberTree(api) : Promise.resolve(null),
    ]);
    return { props: {}, fallback: { [TAGS_KEY]: tags, ...(tree ? { [MEMBER_TREE_KEY]: tree } : {}) } };
  },
});
