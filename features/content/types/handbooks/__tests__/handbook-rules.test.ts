import fc from 'fast-check';
import { movedOrder } from '../api/reorder-parts';
import { changesSince } from '../handbook-changes';
import { handbookListHref, handbookListKey, readHandbookListQuery } from '../handbook-query';

const DAY = 86_400_000;
const BASE = Date.parse('2026-01-01T00:00:00Z');

describe('movedOrder', () => {
  it('is a permutation that swaps neighbours, and moving back restores the order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.boolean(),
        (order, at, up) => {
          const index = at % order.length;
          const step = up ? -1 : 1;
          const moved = movedOrder(order, index, step);
          expect([...moved].sort((a, b) => a - b)).toEqual([...order].sort((a, b) => a - b));
          const target = index + step;
          if (target < 0 || target >= order.length) {
            expect(moved).toEqual(order);
            return;
          }
          expect(moved[target]).toBe(order[index]);
          expect(movedOrder(moved, target, up ? 1 : -1)).toEqual(order);
        },
      ),
    );
  });
});

describe('changesSince', () => {
  const chapters = fc.array(
    fc.record({
      title: fc.string(),
      sections: fc.array(fc.record({ id: fc.nat(), title: fc.string(), days: fc.integer({ min: 0, max: 100 }) }), {
        maxLength: 6,
      }),
    }),
    { maxLength: 5 },
  );

  it('lists exactly the sections changed after the last visit, newest first', () => {
    fc.assert(
      fc.property(chapters, fc.integer({ min: 0, max: 100 }), (raw, readDay) => {
        const built = raw.map((chapter) => ({
          title: chapter.title,
          sections: chapter.sections.map((section) => ({
            id: section.id,
            title: section.title,
            body: '',
            status: 2,
            position: 0,
            files: [],
            updatedAt: new Date(BASE + section.days * DAY).toISOString(),
          })),
        }));
        const lastReadAt = new Date(BASE + readDay * DAY).toISOString();
        const changes = changesSince(built, lastReadAt);
        const expected = raw.flatMap((chapter) => chapter.sections.filter((section) => section.days > readDay));
        expect(changes).toHaveLength(expected.length);
        changes.forEach((change) => expect(Date.parse(change.updatedAt)).toBeGreaterThan(Date.parse(lastReadAt)));
        changes
          .slice(1)
          .forEach((change, index) =>
            expect(Date.parse(change.updatedAt)).toBeLessThanOrEqual(Date.parse(changes[index]!.updatedAt)),
          );
        expect(changesSince(built, null)).toEqual([]);
      }),
    );
  });
});

describe('the list address', () => {
  it('reads the search and a tag id, and ignores what is not one', () => {
    expect(readHandbookListQuery({ search: '  autoklav ', tag: '4' })).toEqual({ search: 'autoklav', tag: 4 });
    expect(readHandbookListQuery({ tag: 'x' })).toEqual({ search: '', tag: null });
    expect(handbookListKey({ search: 'a b', tag: 4 })).toBe('/wiki/handbooks/?page_size=100&search=a+b&tags=4');
    expect(handbookListHref({ search: '', tag: null })).toBe('/handbooks');
    expect(handbookListHref({ search: 'ö', tag: 2 })).toBe('/handbooks?search=%C3%B6&tag=2');
  });
});
