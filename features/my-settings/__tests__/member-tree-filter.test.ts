import fc from 'fast-check';
import type { MemberTreeNode } from '@/lib/contract/member';
import { countMembers, filterMemberTree, searchable } from '../member-tree-filter';
import { TREE } from './settings-fixtures';

const names = fc.constantFrom('Vetgroup Nord', 'Umeå Djurklinik', 'Luleå', 'Kiruna', 'Göteborg', 'Solna', 'Åre');

/** Random forests of members up to three levels deep, with unique ids. */
const forest: fc.Arbitrary<MemberTreeNode[]> = fc
  .array(
    fc.record({
      name: names,
      children: fc.array(fc.record({ name: names, children: fc.array(names, { maxLength: 3 }) }), { maxLength: 3 }),
    }),
    { maxLength: 4 },
  )
  .map((roots) => {
    let id = 0;
    const country = { id: 15, name: 'Sweden', code: 'se' };
    return roots.map((root) => ({
      id: ++id,
      name: root.name,
      country,
      children: root.children.map((child) => ({
        id: ++id,
        name: child.name,
        country,
        children: child.children.map((name) => ({ id: ++id, name, country, children: [] })),
      })),
    }));
  });

function flatten(nodes: readonly MemberTreeNode[], path: string[] = []): { name: string; path: string[] }[] {
  return nodes.flatMap((node) => [{ name: node.name, path }, ...flatten(node.children, [...path, node.name])]);
}

const matches = (name: string, query: string) => searchable(name).includes(searchable(query.trim()));

describe('filterMemberTree', () => {
  it('keeps the whole tree for an empty query', () => {
    fc.assert(
      fc.property(forest, fc.constantFrom('', '  '), (nodes, query) => {
        expect(filterMemberTree(nodes, query)).toEqual(nodes);
      }),
    );
  });

  it('keeps every match with its ancestors, and nothing else', () => {
    fc.assert(
      fc.property(forest, fc.constantFrom('nord', 'UMEA', 'lule', 'å', 'o', 'zz'), (nodes, query) => {
        const kept = flatten(filterMemberTree(nodes, query));
        const wanted = flatten(nodes).filter((member) => matches(member.name, query));
        // Every match is kept, under the same ancestors.
        for (const match of wanted) expect(kept).toContainEqual(match);
        // Everything kept is a match or an ancestor of one.
        for (const member of kept) {
          const isMatch = matches(member.name, query);
          const below = [...member.path, member.name].join('/');
          const isAncestor = kept.some((other) => other.path.join('/').startsWith(below) && matches(other.name, query));
          expect(isMatch || isAncestor).toBe(true);
        }
      }),
    );
  });

  it('finds names without their accents, in any case', () => {
    expect(filterMemberTree(TREE, 'UMEA').map((node) => node.children.map((child) => child.name))).toEqual([
      ['Vetgroup Umeå'],
    ]);
    expect(countMembers(filterMemberTree(TREE, 'lulea'))).toBe(2);
    expect(countMembers(TREE)).toBe(4);
  });
});
