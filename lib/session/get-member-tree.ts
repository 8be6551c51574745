import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { extraOrNothing } from '@/lib/api/page-or-nothing';
import type { MemberTreeNode } from '@/lib/contract/member';
import { SETTINGS_API } from '@/lib/contract/settings';

export const MEMBER_TREE_KEY = SETTINGS_API.memberTree;

/**
 * `GET me/member-tree/` (spec §7): the members a chain user or staff may act for. Where the API does
 * not serve it, there is none to switch to, and the pages that offer a switch work without it.
 */
export function getMemberTree(api: ApiClient): Promise<MemberTreeNode[]> {
  return extraOrNothing(async () => {
    const [answer, { readMemberTree }] = await Promise.all([
      api.get<unknown>(MEMBER_TREE_KEY),
      import('./read-member-tree'),
    ]);
    return readMemberTree(answer);
  }, []);
}

export function useMemberTree(enabled: boolean) {
  return useSWR(enabled ? MEMBER_TREE_KEY : null, () => getMemberTree(apiClient));
}

/** The tree as a list in order, each member with its depth, for a select. */
export function flattenMemberTree(nodes: MemberTreeNode[], depth = 0): { id: number; name: string; depth: number }[] {
  return nodes.flatMap((node) => [
    { id: node.id, name: node.name, depth },
    ...flattenMemberTree(node.children, depth + 1),
  ]);
}
