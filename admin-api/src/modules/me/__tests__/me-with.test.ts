// `GET me/with/?path=…`: the current user and another GET answer in one call (beyond the spec).
import { contentTags } from '../../../db/schema/content';
import { createTestApp, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ME_WITH = '/api/v1/me/with/';
const withPath = (path: string) => `${ME_WITH}?path=${encodeURIComponent(path)}`;

type Both = { me: unknown; answer: { status: number; body: unknown } };

describe('GET me/with/', () => {
  it('answers me/ and the path exactly as their own calls do, links and language included', async () => {
    for (const [as, path] of [
      [OWNER, '/news/?page_size=1'],
      [OWNER, '/vetdata/surveys/'],
      [STAFF, '/digest/composer/'],
    ] as const) {
      const headers = { 'accept-language': 'sv' };
      const response = await t.call({ url: withPath(path), as, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const both = response.json() as Both;
      expect(both.me).toEqual((await t.call({ url: '/api/v1/me/', as, headers })).json());
      const own = await t.call({ url: `/api/v1${path}`, as, headers });
      expect(both.answer).toEqual({ status: own.statusCode, body: own.json() });
    }
  });

  it("passes the path's refusal on as its status and body, with the user all the same", async () => {
    const refused = (await t.call({ url: withPath('/digest/composer/'), as: OWNER })).json() as Both;
    expect(refused.answer.status).toBe(403);
    expect(refused.answer.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect(refused.me).toMatchObject({ email: OWNER });
    const missing = (await t.call({ url: withPath('/no-such-thing/'), as: OWNER })).json() as Both;
    expect(missing.answer.status).toBe(404);
  });

  it('only ever reads: a path that takes only writes answers 405', async () => {
    const both = (await t.call({ url: withPath('/auth/users/set_password/'), as: OWNER })).json() as Both;
    expect(both.answer.status).toBe(405);
  });

  it('needs a signed-in user', async () => {
    const response = await t.call({ url: withPath('/news/') });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    '',
    '//evil.example/x',
    '/../me/',
    '/news/../me/',
    '/%2e%2e/me/',
    'http://evil.example/',
    'news/',
    '/news/\\x',
  ])('refuses %j as a path of this API', async (path) => {
    const response = await t.call({ url: withPath(path), as: OWNER });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json() as object)).toEqual(['path']);
  });

  it('cannot be asked for inside itself', async () => {
    const response = await t.call({ url: withPath(withPath('/me/').replace('/api/v1', '')), as: OWNER });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET me/with/ with the read caches on, as in production', () => {
  let cached: TestApp;

  beforeAll(async () => {
    cached = await createTestApp({ env: { READ_CACHE_TTL_MS: '600000' } });
  });
  afterAll(async () => {
    await cached.close();
  });

  /** The tag names `tags/` answers through me/with/: the route itself reads the database every time. */
  const tagNames = async (as = OWNER) => {
    const both = (await cached.call({ url: withPath('/tags/'), as })).json() as Both;
    return (both.answer.body as { name: string }[]).map((tag) => tag.name);
  };

  it('keeps an inner success a second at most, and forgets it at the first write through the API', async () => {
    const before = await tagNames();
    await cached.db.insert(contentTags).values({ name: 'Written behind the API' });
    expect(await tagNames()).toEqual(before);
    cached.clock.advance(1_001);
    expect(await tagNames()).toContain('Written behind the API');

    const created = await cached.call({
      method: 'POST',
      url: '/api/v1/tags/',
      as: STAFF,
      payload: { name: 'Written through it' },
    });
    expect(created.statusCode).toBe(201);
    expect(await tagNames()).toContain('Written through it');
  });

  it("keeps answers apart per user: one user's refusal is not another's, nor the other's answer theirs", async () => {
    const refused = (await cached.call({ url: withPath('/digest/composer/'), as: OWNER })).json() as Both;
    expect(refused.answer.status).toBe(403);
    const staff = (await cached.call({ url: withPath('/digest/composer/'), as: STAFF })).json() as Both;
    expect(staff.answer.status).toBe(200);
    const again = (await cached.call({ url: withPath('/digest/composer/'), as: OWNER })).json() as Both;
    expect(again.answer.status).toBe(403);
    expect((again.me as { email: string }).email).toBe(OWNER);
  });
});
