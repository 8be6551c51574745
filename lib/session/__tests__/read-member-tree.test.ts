import { expectOnlyApiErrors } from '@/testing/never-crashes';
import { readMemberTree } from '../read-member-tree';

describe('reading the member tree', () => {
  it('knows a country without a code by its name and a node without children as a leaf', () => {
    expect(
      readMemberTree([
        {
          id: 1,
          name: 'Vetgroup Nord',
          country: { id: 15, name: 'Sweden' },
          children: [{ id: 2, name: 'Umeå', country: { id: 15, name: 'Sweden' } }],
        },
      ]),
    ).toEqual([
      {
        id: 1,
        name: 'Vetgroup Nord',
        country: { id: 15, name: 'Sweden', code: 'se' },
        children: [{ id: 2, name: 'Umeå', country: { id: 15, name: 'Sweden', code: 'se' }, children: [] }],
      },
    ]);
  });

  it('answers anything with a tree or an ApiError', () => {
    expectOnlyApiErrors(readMemberTree);
  });
});
