import { eq } from 'drizzle-orm';
import { ReadCache } from '../../core/read-cache';
import { users } from '../../db/schema/accounts';
import { contentItems } from '../../db/schema/content';
import { featureFlags } from '../../db/schema/feature-flags';
import { createTestApp, OWNER, STAFF, type TestApp } from '../../test-support/test-app';

describe('ReadCache', () => {
  it('serves a value until it expires, then loads again', async () => {
    let clock = 0;
    const cache = new ReadCache<number, string>(1000, () => clock);
    const load = jest.fn(async () => `value ${clock}`);
    expect(await cache.get(1, load)).toBe('value 0');
    clock = 999;
    expect(await cache.get(1, load)).toBe('value 0');
    clock = 1000;
    expect(await cache.get(1, load)).toBe('value 1000');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure', async () => {
    const cache = new ReadCache<number, string>(1000);
    await expect(cache.get(1, async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get(1, async () => 'fine')).toBe('fine');
  });

  it('answers a value its keep refuses without storing it', async () => {
    const cache = new ReadCache<number, { status: number }>(1000);
    const success = (answer: { status: number }) => answer.status === 200;
    expect(await cache.get(1, async () => ({ status: 403 }), success)).toEqual({ status: 403 });
    expect(await cache.get(1, async () => ({ status: 200 }), success)).toEqual({ status: 200 });
    expect(await cache.get(1, async () => ({ status: 500 }), success)).toEqual({ status: 200 });
  });

  it('does not store a read that overlapped a write', async () => {
    const cache = new ReadCache<number, string>(1000);
    let finish: (value: string) => void = () => undefined;
    const slow = cache.get(1, () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear(); // a write happened while the read was under way
    finish('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.get(1, async () => 'after the write')).toBe('after the write');
  });

  it('is off with a TTL of 0', async () => {
    const cache = new ReadCache<number, number>(0);
    let loads = 0;
    await cache.get(1, async () => ++loads);
    await cache.get(1, async () => ++loads);
    expect(loads).toBe(2);
  });
});

describe('the read caches in the application', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { READ_CACHE_TTL_MS: '60000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the user from memory between writes, and forgets it on any write', async () => {
    const me = async () => (await t.call({ url: '/api/v1/me/', as: OWNER })).json().firstName as string;
    expect(await me()).toBe('Olivia');

    // A change behind the API's back is not seen while the cached user is fresh…
    await t.db.update(users).set({ firstName: 'Behind' }).where(eq(users.email, OWNER));
    expect(await me()).toBe('Olivia');

    // …but any write through the API empties the cache, and a client reads its own write at once.
    const patched = await t.call({
      method: 'PATCH',
      url: '/api/v1/me/',
      as: OWNER,
      payload: { lastName: 'Owner-Solna' },
    });
    expect(patched.statusCode).toBe(200);
    const after = (await t.call({ url: '/api/v1/me/', as: OWNER })).json();
    expect(after).toMatchObject({ firstName: 'Behind', lastName: 'Owner-Solna' });
  });

  it('forgets a country’s flags on a write', async () => {
    const available = async () =>
      (
        (await t.call({ url: '/api/v1/feature-flags/', as: OWNER })).json() as { feature: number; available: boolean }[]
      ).find((flag) => flag.feature === 5)?.available;
    expect(await available()).toBe(true);
    await t.db.update(featureFlags).set({ available: false }).where(eq(featureFlags.feature, 5));
    expect(await available()).toBe(true);
    await t.call({ method: 'POST', url: '/api/v1/clickstream/stream/', as: STAFF, payload: { url: '/', kind: 0 } });
    expect(await available()).toBe(false);
  });

  it('shares a country’s member list and an item between requests, and shows a write at once', async () => {
    type Page = { results: { id: number; title: string }[] };
    const list = async (query: string) =>
      ((await t.call({ url: `/api/v1/news/?${query}`, as: OWNER })).json() as Page).results;
    const item = async (id: number) => (await t.call({ url: `/api/v1/news/${id}/`, as: OWNER })).json().title as string;
    const first = (await list('page=1&page_size=50'))[0];
    if (!first) throw new Error('the seed has no news for the owner');
    expect(await item(first.id)).toBe(first.title);

    // A change behind the API's back is not seen while the reads are fresh, whatever the order of the query's parameters…
    await t.db.update(contentItems).set({ title: 'Renamed behind the API' }).where(eq(contentItems.id, first.id));
    expect((await list('page_size=50&page=1'))[0]?.title).toBe(first.title);
    expect(await item(first.id)).toBe(first.title);

    // …and a write through the API empties the cache: the new item and the change are seen at once.
    const created = await t.call({
      method: 'POST',
      url: '/api/v1/news/',
      as: STAFF,
      payload: { title: 'Written just now', status: 2, publishDate: '2020-01-01T00:00:00Z' },
    });
    expect(created.statusCode).toBe(201);
    const titles = (await list('page=1&page_size=50')).map((entry) => entry.title);
    expect(titles).toEqual(expect.arrayContaining(['Written just now', 'Renamed behind the API']));
    expect(await item(first.id)).toBe('Renamed behind the API');
  });

  it("keeps the caches over a reader's own read mark, which changes nothing they hold", async () => {
    const me = async () => (await t.call({ url: '/api/v1/me/', as: OWNER })).json().lastName as string;
    const before = await me();
    await t.db.update(users).set({ lastName: 'Behind again' }).where(eq(users.email, OWNER));
    const { data } = (await t.call({ url: '/api/v1/wiki/handbooks/', as: OWNER })).json() as { data: { id: number }[] };
    const read = await t.call({ method: 'POST', url: `/api/v1/wiki/handbooks/${data[0]?.id}/read/`, as: OWNER });
    expect(read.statusCode).toBe(204);
    expect(await me()).toBe(before);
    // Any other write still empties them.
    await t.call({ method: 'POST', url: '/api/v1/clickstream/stream/', as: STAFF, payload: { url: '/', kind: 0 } });
    expect(await me()).toBe('Behind again');
  });
});
