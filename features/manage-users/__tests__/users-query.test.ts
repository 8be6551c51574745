import fc from 'fast-check';
import { USER_STATUS } from '@/lib/contract/settings';
import { readUsersQuery, usersHref, type UsersQuery } from '../users-query';

const query: fc.Arbitrary<UsersQuery> = fc.record({
  search: fc.string({ maxLength: 40 }).map((text) => text.trim()),
  status: fc.constantFrom(null, ...Object.values(USER_STATUS)),
  page: fc.integer({ min: 1, max: 1000 }),
  member: fc.option(fc.integer({ min: 1, max: 10_000 })),
});

describe('the users list’s address', () => {
  it('reads back what it was made from', () => {
    fc.assert(
      fc.property(query, (written) => {
        const url = new URL(usersHref(written), 'http://portal.test');
        expect(readUsersQuery(Object.fromEntries(url.searchParams))).toEqual(written);
      }),
    );
  });

  it('ignores a status nobody has and a malformed page', () => {
    expect(readUsersQuery({ status: 'deleted', page: '-2', search: '  anna ' })).toEqual({
      search: 'anna',
      status: null,
      page: 1,
      member: null,
    });
  });
});
