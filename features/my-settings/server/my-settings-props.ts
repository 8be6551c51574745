import { withSession } from '@/lib/auth/guard';
import { maySwitchMember } from '@/lib/members/member-choice';
import { getMemberTree, MEMBER_TREE_KEY } from '@/lib/session/get-member-tree';
import { getTags, TAGS_KEY } from '@/lib/tags/get-tags';

/** `/settings/me`: the tags to follow and, for those who may switch member, the member tree, all in the first render. */
export const mySettingsPageProps = withSession({
  namespaces: ['settings'],
  load: async ({ api, session }) => {
    const [tags, tree] = await Promise.all([
      getTags(api),
      maySwitchMember(session.user) ? getMemberTree(api) : Promise.resolve(null),
    ]);
    return { props: {}, fallback: { [TAGS_KEY]: tags, ...(tree ? { [MEMBER_TREE_KEY]: tree } : {}) } };
  },
});
