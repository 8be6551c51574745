import fc from 'fast-check';
import { CUSTOMER_ORDERINGS, DEFAULT_CUSTOMER_ORDERING } from '@/lib/contract/settings';
import { customersHref, readCustomersQuery, type CustomersQuery } from '../customers-query';

const ordering = fc
  .tuple(fc.constantFrom(...CUSTOMER_ORDERINGS), fc.boolean())
  .map(([field, descending]) => (descending ? `-${field}` : field));
const query: fc.Arbitrary<CustomersQuery> = fc.record({
  search: fc.string({ maxLength: 40 }).map((text) => text.trim()),
  ordering,
  page: fc.integer({ min: 1, max: 1000 }),
  member: fc.option(fc.integer({ min: 1, max: 10_000 })),
});

function read(href: string): CustomersQuery {
  const url = new URL(href, 'http://portal.test');
  return readCustomersQuery(Object.fromEntries(url.searchParams));
}

describe('the customers list’s address', () => {
  it('reads back what it was made from', () => {
    fc.assert(fc.property(query, (written) => expect(read(customersHref(written))).toEqual(written)));
  });

  it('reads anything as a query the API accepts', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('search', 'ordering', 'page'), fc.string()), (address) => {
        const { ordering: read, page } = readCustomersQuery(address);
        expect(CUSTOMER_ORDERINGS).toContain(read.replace(/^-/, ''));
        expect(Number.isInteger(page) && page >= 1).toBe(true);
      }),
    );
  });

  it('leaves the defaults out', () => {
    expect(customersHref({ ordering: DEFAULT_CUSTOMER_ORDERING, page: 1, search: '' })).toBe(
      '/settings/manage-costumers',
    );
    expect(customersHref({ ordering: '-points', page: 2, search: 'å ö' })).toBe(
      '/settings/manage-costumers?search=%C3%A5+%C3%B6&ordering=-points&page=2',
    );
  });
});
