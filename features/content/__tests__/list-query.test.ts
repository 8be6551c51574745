import fc from 'fast-check';
import { pageParam, positiveIntegerParam } from '@/lib/http/query-param';
import { canonicalDetailPath, detailPath } from '../content-paths';
import { CONTENT_TYPES } from '../content-types';
import { listHref, readListFilters } from '../list-query';

describe('list filters', () => {
  it("reads its numbers with the address's one parser (lib/http/query-param)", () => {
    const numberText = fc.oneof(fc.string(), fc.stringMatching(/^\d{1,10}$/));
    fc.assert(
      fc.property(numberText, numberText, (page, category) => {
        const filters = readListFilters({ page, category });
        expect(filters.page).toBe(pageParam(page));
        expect(filters.category).toBe(positiveIntegerParam(category));
      }),
    );
    expect(readListFilters({ category: '007' }).category).toBeNull();
  });

  it.each([
    [{}, { page: 1, title: '', category: null }],
    [
      { page: '3', title: ' vaccin ', category: '7' },
      { page: 3, title: 'vaccin', category: 7 },
    ],
    [
      { page: '0', category: 'abc' },
      { page: 1, title: '', category: null },
    ],
    [
      { page: ['2', '5'], title: ['a', 'b'] },
      { page: 2, title: '', category: null },
    ],
    [
      { page: '-1', category: '1.5' },
      { page: 1, title: '', category: null },
    ],
  ])('reads %j as %j', (query, filters) => {
    expect(readListFilters(query)).toEqual(filters);
  });

  it('writes short addresses and reads back what it wrote', () => {
    expect(listHref('/news', { page: 1, title: '', category: null })).toBe('/news');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.stringMatching(/^[a-z0-9 ]{0,20}$/),
        fc.option(fc.integer({ min: 1, max: 999 })),
        (page, title, category) => {
          const href = listHref('/news', { page, title: title.trim(), category });
          const query = Object.fromEntries(new URL(href, 'http://x').searchParams);
          return (
            JSON.stringify(readListFilters(query)) ===
            JSON.stringify({ page, title: title.trim(), category: category ?? null })
          );
        },
      ),
    );
  });
});

describe('detail paths', () => {
  const news = CONTENT_TYPES.news;
  const item = { id: 12, title: 'Öppet hus på kliniken' };

  it('are {id}-{slug} under the type’s prefix', () => {
    expect(detailPath(news, item)).toBe('/news/12-oppet-hus-pa-kliniken');
    expect(detailPath(CONTENT_TYPES.wikis, item)).toBe('/wiki/articles/12-oppet-hus-pa-kliniken');
    expect(detailPath(CONTENT_TYPES.events, item)).toBe('/events/12-oppet-hus-pa-kliniken');
  });

  it('redirect a missing or outdated slug to the canonical address, keeping the query', () => {
    expect(canonicalDetailPath(news, item, '12-oppet-hus-pa-kliniken')).toBeNull();
    expect(canonicalDetailPath(news, item, '12', '?x=1')).toBe('/news/12-oppet-hus-pa-kliniken?x=1');
    expect(canonicalDetailPath(news, item, '12-old-title')).toBe('/news/12-oppet-hus-pa-kliniken');
  });
});
