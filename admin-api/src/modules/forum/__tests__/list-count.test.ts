// The thread lists' pages and counts (issue 28: a list counts its whole set only where its page
// cannot tell it): every page of `posts/`, a search, the followed threads and
// `subscriptions/updated/` answers the same `count`, the last page holds what remains, and a page
// past it is "Invalid page.". And the index the country's list reads: the threads alone.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client';
import { forumSubscriptions } from '../../../db/schema/forum';
import { createTestApp, MANAGER, OWNER, type TestApp } from '../../../test-support/test-app';
import { POSTS, READ_POST, reply, startThread } from './support';

let t: TestApp;
const WORD = 'zebrafinkar';
const MADE = 5;

beforeAll(async () => {
  t = await createTestApp();
  const ownerId = await t.userId(OWNER);
  for (let i = 0; i < MADE; i += 1) {
    const thread = await startThread(t, MANAGER, { title: `Om ${WORD} nummer ${i}` });
    await t.db.insert(forumSubscriptions).values({ userId: ownerId, threadId: thread.id }).onConflictDoNothing();
    await t.call({ method: 'POST', url: READ_POST, as: OWNER, payload: { post: thread.id, unread: false } });
    await reply(t, MANAGER, thread.id);
  }
});
afterAll(async () => {
  await t.close();
});

type ListPage = { count: number; next: string | null; previous: string | null; results: { id: number }[] };

async function fetchPage(url: string, page: number, pageSize: number): Promise<ListPage> {
  const separator = url.includes('?') ? '&' : '?';
  const response = await t.call({ url: `${url}${separator}page=${page}&page_size=${pageSize}`, as: OWNER });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Walks every page of `url`, two threads a page, and checks each page's count and links. */
async function walk(url: string): Promise<{ count: number; ids: number[] }> {
  const pageSize = 2;
  const first = await fetchPage(url, 1, pageSize);
  const pages = Math.max(1, Math.ceil(first.count / pageSize));
  const ids = first.results.map((row) => row.id);
  for (let page = 2; page <= pages; page += 1) {
    const current = await fetchPage(url, page, pageSize);
    expect(current.count).toBe(first.count);
    expect(current.previous).not.toBeNull();
    expect(current.next === null).toBe(page === pages);
    expect(current.results).toHaveLength(page < pages ? pageSize : first.count - (pages - 1) * pageSize);
    ids.push(...current.results.map((row) => row.id));
  }
  const separator = url.includes('?') ? '&' : '?';
  const past = await t.call({ url: `${url}${separator}page=${pages + 1}&page_size=${pageSize}`, as: OWNER });
  expect(past.statusCode).toBe(404);
  expect(new Set(ids).size).toBe(first.count);
  return { count: first.count, ids };
}

describe('thread lists: every page counts the whole list', () => {
  it('`posts/`, the whole country', async () => {
    const { count } = await walk(POSTS);
    expect(count).toBeGreaterThanOrEqual(MADE);
  });

  it('a search and a title filter', async () => {
    for (const url of [`${POSTS}?search=${WORD}`, `${POSTS}?title=${WORD}`]) {
      expect((await walk(url)).count).toBe(MADE);
    }
  });

  it('the followed threads and `subscriptions/updated/` (the demo data follows some too)', async () => {
    for (const url of [`${POSTS}?following=true`, '/api/v1/forum/subscriptions/updated/']) {
      expect((await walk(url)).count).toBeGreaterThanOrEqual(MADE);
    }
  });

  it('a page that is not full tells the count, the first page too', async () => {
    const page = await fetchPage(`${POSTS}?search=${WORD}`, 1, 10);
    expect(page).toMatchObject({ count: MADE, next: null, previous: null });
    expect(page.results).toHaveLength(MADE);
    const none = await fetchPage(`${POSTS}?search=ingenting${WORD}`, 1, 10);
    expect(none).toMatchObject({ count: 0, next: null, previous: null, results: [] });
  });
});

describe("the threads' index", () => {
  it('lists a country by an index on the threads alone (a partial index: no replies)', async () => {
    const [index] = await rowsOf<{ indexdef: string }>(
      t.db,
      sql`select indexdef from pg_indexes where tablename = 'forum_posts' and indexname = 'forum_threads_country_activity_idx'`,
    );
    expect(index?.indexdef).toMatch(/\(country_id, is_pinned, last_activity_at, id\) WHERE \(thread_id IS NULL\)/);
  });
});
