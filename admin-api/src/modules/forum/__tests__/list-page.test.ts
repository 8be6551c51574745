// `GET forum/list/` (beyond the spec): the thread list page's two calls at once, each part as its
// own call answers it, for the same readers only.
import { and, eq } from 'drizzle-orm';
import { featureFlags } from '../../../db/schema/feature-flags';
import { FEATURE } from '../../../rules/features';
import {
  CONTRIBUTOR,
  countryIds,
  createTestApp,
  MANAGER,
  OWNER,
  STAFF,
  type TestApp,
} from '../../../test-support/test-app';
import { POSTS, READ_POST, reply, startThread } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LIST = '/api/v1/forum/list/';
const CATEGORIES = '/api/v1/forum/categories/';
const UPDATED = '/api/v1/forum/subscriptions/updated/';
const get = async (url: string, as: string) => {
  const response = await t.call({ url, as });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('forum/list/', () => {
  it('answers the list and the categories as their own calls do, page links included', async () => {
    for (let index = 0; index < 3; index += 1) await startThread(t, OWNER, { title: `Listad tråd ${index}` });
    const categories = await get(CATEGORIES, OWNER);
    for (const query of ['', '?page=2&page_size=2', '?title=Listad&ordering=-created_at', '?following=true']) {
      expect(await get(`${LIST}${query}`, OWNER)).toEqual({
        threads: await get(`${POSTS}${query}`, OWNER),
        categories,
      });
    }
    // Staff's list of one country, with its name on each thread.
    const sweden = (await get(POSTS, OWNER)).results[0].countryId as number;
    expect(await get(`${LIST}?country=${sweden}`, STAFF)).toEqual({
      threads: await get(`${POSTS}?country=${sweden}`, STAFF),
      categories,
    });
  });

  it('answers the list of `subscriptions/updated/` with `updated=true`', async () => {
    const thread = await startThread(t, OWNER, { title: 'Följd tråd' });
    await t.call({ method: 'POST', url: READ_POST, as: OWNER, payload: { post: thread.id, unread: false } });
    await reply(t, MANAGER, thread.id);
    const answer = await get(`${LIST}?updated=true&page_size=1`, OWNER);
    expect(answer.threads).toEqual(await get(`${UPDATED}?page_size=1`, OWNER));
    expect(answer.threads.results.map((row: { id: number }) => row.id)).toEqual([thread.id]);
  });

  it("keeps each reader to their country's threads", async () => {
    const swedish = await startThread(t, OWNER, { title: 'Bara för Sverige i listan' });
    const danish = await startThread(t, CONTRIBUTOR, { title: 'Kun for Danmark i listen' });
    const ids = async (as: string) =>
      ((await get(`${LIST}?page_size=100`, as)).threads.results as { id: number }[]).map((row) => row.id);
    expect(await ids(CONTRIBUTOR)).toContain(danish.id);
    expect(await ids(CONTRIBUTOR)).not.toContain(swedish.id);
    expect(await ids(OWNER)).not.toContain(danish.id);
  });

  it('refuses whom the list refuses, a filter it refuses and a page past the last', async () => {
    expect((await t.call({ url: LIST })).statusCode).toBe(401);
    expect((await t.call({ url: `${LIST}?category=abc`, as: OWNER })).statusCode).toBe(400);
    expect((await t.call({ url: `${LIST}?page=999`, as: OWNER })).statusCode).toBe(404);
    const { se: sweden = 0 } = await countryIds(t);
    const where = and(eq(featureFlags.countryId, sweden), eq(featureFlags.feature, FEATURE.forum));
    await t.db.update(featureFlags).set({ available: false }).where(where);
    try {
      expect((await t.call({ url: LIST, as: OWNER })).statusCode).toBe(403);
      expect((await t.call({ url: LIST, as: STAFF })).statusCode).toBe(200);
    } finally {
      await t.db.update(featureFlags).set({ available: true }).where(where);
    }
  });
});
