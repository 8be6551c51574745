import fc from 'fast-check';
import { notificationsHref, readNotificationFilters } from '../notifications-query';

describe('the notifications page address', () => {
  it('reads the category and page, ignoring what is malformed', () => {
    expect(readNotificationFilters({})).toEqual({ category: null, page: 1 });
    expect(readNotificationFilters({ category: ' News ', page: '3' })).toEqual({ category: 'News', page: 3 });
    expect(readNotificationFilters({ category: ['Event', 'News'], page: ['0'] })).toEqual({
      category: 'Event',
      page: 1,
    });
    expect(readNotificationFilters({ category: '', page: '-2' })).toEqual({ category: null, page: 1 });
  });

  it('reads back every address it writes', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ minLength: 1, maxLength: 64 }).filter((s) => s.trim() === s && s !== '')),
        fc.integer({ min: 1, max: 999_999 }),
        (category, page) => {
          const href = notificationsHref({ category, page });
          const query = Object.fromEntries(new URL(href, 'http://portal.example').searchParams);
          expect(href.startsWith('/notifications')).toBe(true);
          expect(readNotificationFilters(query)).toEqual({ category, page });
        },
      ),
    );
  });
});
