import type { MemberTreeNode } from '@/lib/contract/member';

/** A name as a search compares it: lower case, without accents ("Umeå" is found by "umea"). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * The members whose names contain `query`, each with its ancestors so the tree keeps its shape; an
 * empty query keeps the whole tree.
 */
export function filterMemberTree(nodes: readonly MemberTreeNode[], query: string): MemberTreeNode[] {
  const wanted = searchable(query.trim());
  if (!wanted) return [...nodes];
  const keep = (node: MemberTreeNode): MemberTreeNode[] => {
    const children = node.children.flatMap(keep);
    return searchable(node.name).includes(wanted) || children.length > 0 ? [{ ...node, children }] : [];
  };
  return nodes.flatMap(keep);
}

/** How many members a tree holds. */
export function countMembers(nodes: readonly MemberTreeNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countMembers(node.children), 0);
}
