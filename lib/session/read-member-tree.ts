import { fieldsOf, idOf, isFields, listOf, requiredListOf, textOr } from '@/lib/api/read-answer';
import type { MemberTreeNode } from '@/lib/contract/member';
import { countryCodeOf } from '@/lib/session/read-session';

/** Deeper than any real chain: a cyclic or absurd answer stops here instead of overflowing the stack. */
const MAX_DEPTH = 20;

function readNode(value: unknown, depth: number): MemberTreeNode {
  const fields = fieldsOf(value, 'member');
  const country = isFields(fields.country) ? fields.country : {};
  const name = textOr(country.name, '');
  return {
    id: idOf(fields.id, 'member'),
    name: textOr(fields.name, ''),
    country: { id: typeof country.id === 'number' ? country.id : 0, name, code: countryCodeOf(country.code, name) },
    children: depth >= MAX_DEPTH ? [] : listOf(fields.children, (child) => readNode(child, depth + 1)),
  };
}

/** `GET me/member-tree/`, our API's extension; `children` missing means none. */
export function readMemberTree(value: unknown): MemberTreeNode[] {
  return requiredListOf(value, 'member tree', (node) => readNode(node, 0));
}
