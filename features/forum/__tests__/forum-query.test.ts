import fc from 'fast-check';
import { FORUM_API } from '@/lib/contract/forum';
import { forumHref, readForumQuery, threadsKey, type ForumQuery } from '../forum-query';
import type { ParsedUrlQuery } from 'node:querystring';

function parse(href: string): ParsedUrlQuery {
  const params = new URL(href, 'http://portal').searchParams;
  const query: ParsedUrlQuery = {};
  for (const [key, value] of params) query[key] = value;
  return query;
}

const forumQuery: fc.Arbitrary<ForumQuery> = fc.record({
  view: fc.constantFrom('all', 'following', 'updated'),
  search: fc.string({ maxLength: 40 }).map((text) => text.trim()),
  titleOnly: fc.boolean(),
  category: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
  ordering: fc.constantFrom('', '-created_at', 'reply_count', '-last_activity_at'),
  page: fc.integer({ min: 1, max: 50 }),
});

describe('the forum list address', () => {
  it('reads back what it wrote (a one-letter search is a title filter)', () => {
    fc.assert(
      fc.property(forumQuery, (query) => {
        const read = readForumQuery(parse(forumHref(query)));
        expect(read).toEqual({
          ...query,
          titleOnly: query.search !== '' && (query.titleOnly || query.search.length < 2),
        });
      }),
    );
  });

  it('ignores what a link cannot mean', () => {
    expect(readForumQuery({ page: '-3', category: 'x', ordering: 'title', updated: 'maybe' })).toEqual({
      view: 'all',
      search: '',
      titleOnly: false,
      category: null,
      ordering: '',
      page: 1,
    });
  });

  it('asks the API for the view: updated threads from subscriptions/updated/, following as a filter', () => {
    const base = readForumQuery({});
    expect(threadsKey({ ...base, view: 'updated' })).toBe(`${FORUM_API.updated}?page=1`);
    expect(threadsKey({ ...base, view: 'following', search: 'autoklav' })).toBe(
      `${FORUM_API.posts}?search=autoklav&following=true&page=1`,
    );
    expect(threadsKey({ ...base, search: 'autoklav', titleOnly: true, page: 2 })).toBe(
      `${FORUM_API.posts}?title=autoklav&page=2`,
    );
  });
});
