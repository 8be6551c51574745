import fc from 'fast-check';
import { integerParam, pageParam, positiveIntegerParam } from '@/lib/http/query-param';
import { adminHref, columnSort, DEFAULT_ADMIN_ORDERING, nextOrdering, readAdminFilters } from '../admin-query';

describe('staff list filters', () => {
  it("reads its numbers with the address's one parser (lib/http/query-param)", () => {
    const numberText = fc.oneof(fc.string(), fc.stringMatching(/^\d{1,10}$/));
    fc.assert(
      fc.property(numberText, numberText, numberText, (page, status, country) => {
        const filters = readAdminFilters({ page, status, country });
        expect(filters.page).toBe(pageParam(page));
        expect(filters.status).toBe(integerParam(status, 0, 3));
        expect(filters.country).toBe(positiveIntegerParam(country));
      }),
    );
    expect(readAdminFilters({ status: '00', country: '015' })).toMatchObject({ status: null, country: null });
  });

  it('reads valid filters and drops malformed ones', () => {
    expect(readAdminFilters({ page: '2', title: ' a ', status: '1', country: '15', ordering: '-title' })).toEqual({
      page: 2,
      title: 'a',
      status: 1,
      country: 15,
      ordering: '-title',
    });
    expect(readAdminFilters({ status: '7', country: 'x', ordering: 'password' })).toEqual({
      page: 1,
      title: '',
      status: null,
      country: null,
      ordering: DEFAULT_ADMIN_ORDERING,
    });
  });

  it('reads back every address it writes', () => {
    const filters = fc.record({
      page: fc.integer({ min: 1, max: 50 }),
      title: fc.stringMatching(/^[a-z]{0,8}$/),
      status: fc.option(fc.integer({ min: 0, max: 3 })),
      country: fc.option(fc.integer({ min: 1, max: 20 })),
      ordering: fc.constantFrom('title', '-title', 'status', '-publishDate', '-updatedAt', 'updatedAt'),
    });
    fc.assert(
      fc.property(filters, (value) => {
        const href = adminHref('/news/admin', value);
        return (
          JSON.stringify(readAdminFilters(Object.fromEntries(new URL(href, 'http://x').searchParams))) ===
          JSON.stringify(value)
        );
      }),
    );
  });

  it('sorts a column ascending, then descending, and says how it is sorted', () => {
    expect(nextOrdering('-updatedAt', 'title')).toBe('title');
    expect(nextOrdering('title', 'title')).toBe('-title');
    expect(nextOrdering('-title', 'title')).toBe('title');
    expect(columnSort('-title', 'title')).toBe('descending');
    expect(columnSort('title', 'title')).toBe('ascending');
    expect(columnSort('title', 'status')).toBe('none');
  });
});
