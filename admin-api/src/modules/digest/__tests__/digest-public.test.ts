// The calls without a session (the unsubscribe token, header image files) and the staff lists
// behind them: subscribers with filters and counts, header image uploads checked by content.
import { headerGif } from '../../../seed/digest-images';
import { multipart } from '../../../test-support/multipart';
import { createTestApp, ENGAGED, OWNER, STAFF, type TestApp, VIEWER } from '../../../test-support/test-app';
import { UNSUBSCRIBE_THROTTLE } from '../routes';
import { createUnsubscribeTokens } from '../tokens';
import { addSubscribers, countryId, DIGEST, languageId, MEMBER_LEVEL } from './digest-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { DIGEST_QUEUE_INTERVAL_SECONDS: '0' } });
});
afterAll(async () => {
  await t.close();
});

const tokens = () => createUnsubscribeTokens(t.config.jwtSecret);
const subscribed = async (email: string) =>
  (await t.call({ url: '/api/v1/me/', as: email })).json().hasDigestSubscribed;
const unsubscribeUrl = (token: string) => `${DIGEST}/unsubscribe/${token}/`;

describe('digest/unsubscribe/{token}/', () => {
  it('GET answers the state and changes nothing; POST unsubscribes; resubscribe subscribes again', async () => {
    const token = tokens().sign(await t.userId(OWNER));
    expect(await subscribed(OWNER)).toBe(true);
    for (let i = 0; i < 3; i += 1) {
      const state = await t.app.inject({ url: unsubscribeUrl(token) });
      expect(state.statusCode).toBe(200);
      expect(state.json()).toEqual({ subscribed: true, email: 'o•••@vetnet.example', language: 'sv', list: 'digest' });
      expect(state.headers['cache-control']).toBe('private, no-store');
    }
    expect(await subscribed(OWNER)).toBe(true);

    const off = await t.app.inject({ method: 'POST', url: unsubscribeUrl(token), payload: {} });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ subscribed: false });
    expect(await subscribed(OWNER)).toBe(false);
    // Idempotent.
    expect((await t.app.inject({ method: 'POST', url: unsubscribeUrl(token), payload: {} })).json().subscribed).toBe(
      false,
    );

    const on = await t.app.inject({ method: 'POST', url: `${DIGEST}/unsubscribe/${token}/resubscribe/`, payload: {} });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ subscribed: true });
    expect(await subscribed(OWNER)).toBe(true);
  });

  it("takes RFC 8058's one-click POST: form-encoded, no cookies, no session", async () => {
    const token = tokens().sign(await t.userId(ENGAGED));
    expect(await subscribed(ENGAGED)).toBe(true);
    const response = await t.app.inject({
      method: 'POST',
      url: unsubscribeUrl(token),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(await subscribed(ENGAGED)).toBe(false);
    // Another form body is not a one-click.
    const other = await t.app.inject({
      method: 'POST',
      url: unsubscribeUrl(tokens().sign(await t.userId(OWNER))),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'something=else',
    });
    expect(other.statusCode).toBe(400);
    expect(await subscribed(OWNER)).toBe(true);
  });

  it('refuses forged tokens, tokens of another secret and a token altered to name another user', async () => {
    const owner = await t.userId(OWNER);
    const viewer = await t.userId(VIEWER);
    const valid = tokens().sign(owner);
    const [, mac] = valid.split('.');
    const forged = [
      `${viewer.toString(36)}.${mac}`,
      createUnsubscribeTokens('another-secret-0123456789-0123456789').sign(owner),
      `${owner.toString(36)}.${'A'.repeat(43)}`,
      'not-a-token',
      `${valid}x`,
    ];
    for (const token of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({
          method,
          url: unsubscribeUrl(token),
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect([token, method, response.statusCode]).toEqual([token, method, 400]);
        expect(response.json().code).toBe('invalid_token');
      }
    }
    expect(await subscribed(OWNER)).toBe(true);
    expect(tokens().verify(valid)).toBe(owner);
    // Each user's token is their own.
    expect(tokens().sign(viewer)).not.toBe(valid);
  });

  it('is throttled per client address', async () => {
    const other = await createTestApp({ env: { DIGEST_QUEUE_INTERVAL_SECONDS: '0' } });
    try {
      for (let i = 0; i < UNSUBSCRIBE_THROTTLE.max; i += 1) {
        expect((await other.app.inject({ url: unsubscribeUrl('bad') })).statusCode).toBe(400);
      }
      const refused = await other.app.inject({ url: unsubscribeUrl('bad') });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });

  it('counts the page reads apart from the changes, per client address', async () => {
    // The portal's page reads the state from the portal's own address for every visitor: those
    // reads must not use up the limit that guards the unsubscribing POST.
    const other = await createTestApp({ env: { DIGEST_QUEUE_INTERVAL_SECONDS: '0', UNSUBSCRIBE_THROTTLE_MAX: '2' } });
    try {
      const token = createUnsubscribeTokens(other.config.jwtSecret).sign(await other.userId(OWNER));
      const portal = '127.0.0.1';
      for (let i = 0; i < 2; i += 1) {
        expect((await other.app.inject({ url: unsubscribeUrl(token), remoteAddress: portal })).statusCode).toBe(200);
      }
      expect((await other.app.inject({ url: unsubscribeUrl(token), remoteAddress: portal })).statusCode).toBe(429);
      const change = (path: string, remoteAddress: string) =>
        other.app.inject({ method: 'POST', url: unsubscribeUrl(token) + path, payload: {}, remoteAddress });
      expect((await change('', portal)).statusCode).toBe(200);
      expect((await change('resubscribe/', portal)).statusCode).toBe(200);
      // The changes have their own limit, per address.
      expect((await change('', portal)).statusCode).toBe(429);
      expect((await change('', '192.0.2.7')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('takes its limit from UNSUBSCRIBE_THROTTLE_MAX', async () => {
    const other = await createTestApp({ env: { DIGEST_QUEUE_INTERVAL_SECONDS: '0', UNSUBSCRIBE_THROTTLE_MAX: '2' } });
    try {
      for (let i = 0; i < 2; i += 1) {
        expect((await other.app.inject({ url: unsubscribeUrl('bad') })).statusCode).toBe(400);
      }
      expect((await other.app.inject({ url: unsubscribeUrl('bad') })).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('digest/subscribers/', () => {
  it('pages the subscribers, filtered by country, language and level, with counts per country', async () => {
    const added = await addSubscribers(t, { member: 'Dierenkliniek Gent', language: 'fr-BE', n: 30, prefix: 'gent' });
    const be = await countryId(t, 'be');
    const frBe = await languageId(t, 'fr-BE');
    const page = await t.call({ url: `${DIGEST}/subscribers/?country=${be}&language=${frBe}&page_size=25`, as: STAFF });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.count).toBe(30);
    expect(body.results).toHaveLength(25);
    expect(body.next).toMatch(/page=2/);
    expect(body.results[0]).toMatchObject({
      email: added[0],
      country: { id: be, code: 'be' },
      language: { code: 'fr-BE' },
      member: { name: 'Dierenkliniek Gent' },
      levels: [MEMBER_LEVEL.basic],
    });
    const search = await t.call({ url: `${DIGEST}/subscribers/?search=gent1`, as: STAFF });
    expect(search.json().count).toBe(11);
    const plus = await t.call({ url: `${DIGEST}/subscribers/?level=${MEMBER_LEVEL.plus}`, as: STAFF });
    expect(plus.json().results.every((row: { levels: number[] }) => row.levels.includes(MEMBER_LEVEL.plus))).toBe(true);

    const counts = (await t.call({ url: `${DIGEST}/subscribers/counts/`, as: STAFF })).json();
    const codes = counts.countries.map((country: { code: string }) => country.code);
    // The seed's subscribers: every country with members.
    expect(codes).toEqual(expect.arrayContaining(['se', 'dk', 'no', 'de', 'be']));
    expect(counts.countries.find((country: { code: string }) => country.code === 'be').count).toBe(31);
    expect(counts.total).toBe(
      counts.countries.reduce((sum: number, country: { count: number }) => sum + country.count, 0),
    );
    const bad = await t.call({ url: `${DIGEST}/subscribers/?country=abc`, as: STAFF });
    expect(bad.statusCode).toBe(400);
  });

  it('answers every page in name order, the pages past the middle too, and nothing past the last', async () => {
    await addSubscribers(t, { member: 'Dierenkliniek Gent', language: 'fr-BE', n: 7, prefix: 'order' });
    const be = await countryId(t, 'be');
    const ids = async (query: string) => {
      const response = await t.call({ url: `${DIGEST}/subscribers/?country=${be}&${query}`, as: STAFF });
      expect(response.statusCode).toBe(200);
      return response.json() as { count: number; next: string | null; results: { id: number }[] };
    };
    const all = await ids('page_size=100');
    expect(all.count).toBeGreaterThan(20);
    const paged: number[] = [];
    for (let page = 1; ; page += 1) {
      const body = await ids(`page_size=3&page=${page}`);
      expect(body.count).toBe(all.count);
      paged.push(...body.results.map((row) => row.id));
      if (!body.next) break;
    }
    expect(paged).toEqual(all.results.map((row) => row.id));
    const past = await t.call({
      url: `${DIGEST}/subscribers/?country=${be}&page_size=3&page=${Math.ceil(all.count / 3) + 1}`,
      as: STAFF,
    });
    expect(past.statusCode).toBe(404);
  });

  it('searches e-mail, first name, last name and the full name, and not across them', async () => {
    const count = async (search: string) =>
      (await t.call({ url: `${DIGEST}/subscribers/?search=${encodeURIComponent(search)}`, as: STAFF })).json().count;
    const [email] = await addSubscribers(t, { member: 'Dierenkliniek Gent', language: 'fr-BE', n: 1, prefix: 'zqx' });
    const user = (await t.call({ url: `${DIGEST}/subscribers/?search=${email}`, as: STAFF })).json().results[0];
    expect(user.email).toBe(email);
    expect(await count(email!.toUpperCase())).toBe(1);
    expect(await count(`${user.firstName} ${user.lastName}`)).toBeGreaterThanOrEqual(1);
    expect(await count(`${email} ${user.firstName}`)).toBe(0);
    expect(await count(`${email}\u0001${user.firstName}`)).toBe(0);
  });
});

describe('digest/headergifs/', () => {
  const upload = (data: Buffer, filename: string, alt = 'Vetnet header', contentType = 'image/gif') =>
    t.call({
      method: 'POST',
      url: `${DIGEST}/headergifs/`,
      as: STAFF,
      ...multipart([
        { name: 'alt', value: alt },
        { name: 'file', filename, contentType, data },
      ]),
    });

  it('uploads a GIF checked by content, serves it without a session, and deletes it', async () => {
    const created = await upload(headerGif(), 'header.gif');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ contentType: 'image/gif', width: 600, height: 120, alt: 'Vetnet header' });
    const id = created.json().id;
    const file = await t.app.inject({ url: `${DIGEST}/headergifs/${id}/file/` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/gif');
    expect(file.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect((await t.call({ url: `${DIGEST}/headergifs/`, as: STAFF })).json()[0].id).toBe(id);
    expect((await t.call({ method: 'DELETE', url: `${DIGEST}/headergifs/${id}/`, as: STAFF })).statusCode).toBe(204);
    expect((await t.app.inject({ url: `${DIGEST}/headergifs/${id}/file/` })).statusCode).toBe(404);
  });

  it('refuses what is not an image by its content, a missing alt text, and an image in use', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await upload(html, 'header.gif');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toHaveProperty('file');
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'x', 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
    const noAlt = await upload(headerGif(), 'header.gif', '  ');
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json()).toHaveProperty('alt');
    const big = await upload(Buffer.concat([headerGif(), Buffer.alloc(1024 * 1024)]), 'big.gif');
    expect(big.statusCode).toBe(400);
    // The seeded Swedish draft shows the first seeded image.
    const images = (await t.call({ url: `${DIGEST}/headergifs/`, as: STAFF })).json();
    const inUse = images.find((image: { contentType: string }) => image.contentType === 'image/gif');
    const refused = await t.call({ method: 'DELETE', url: `${DIGEST}/headergifs/${inUse.id}/`, as: STAFF });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('in_use');
  });
});

describe('digest/schedules/', () => {
  it("stores a country's weekly send with its time zone and next run", async () => {
    const se = await countryId(t, 'se');
    const put = await t.call({
      method: 'PUT',
      url: `${DIGEST}/schedules/${se}/`,
      as: STAFF,
      payload: { weekday: 1, hour: 7, enabled: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      country: { code: 'se' },
      weekday: 1,
      hour: 7,
      timeZone: 'Europe/Stockholm',
      enabled: true,
    });
    const next = new Date(put.json().nextRunAt);
    expect(next.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Stockholm',
        weekday: 'short',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(next),
    ).toBe('Mon, 07');
    expect((await t.call({ url: `${DIGEST}/schedules/`, as: STAFF })).json()).toHaveLength(1);
    expect((await t.call({ method: 'DELETE', url: `${DIGEST}/schedules/${se}/`, as: STAFF })).statusCode).toBe(204);
    const bad = await t.call({
      method: 'PUT',
      url: `${DIGEST}/schedules/${se}/`,
      as: STAFF,
      payload: { weekday: 8, hour: 7, enabled: true },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("deletes one country's weekly send only, and answers 404 where there is none", async () => {
    const se = await countryId(t, 'se');
    const no = await countryId(t, 'no');
    for (const country of [se, no]) {
      const put = await t.call({
        method: 'PUT',
        url: `${DIGEST}/schedules/${country}/`,
        as: STAFF,
        payload: { weekday: 2, hour: 9, enabled: true },
      });
      expect(put.statusCode).toBe(200);
    }
    expect((await t.call({ method: 'DELETE', url: `${DIGEST}/schedules/${se}/`, as: STAFF })).statusCode).toBe(204);
    const left = (await t.call({ url: `${DIGEST}/schedules/`, as: STAFF })).json();
    expect(left.map((row: { country: { code: string } }) => row.country.code)).toEqual(['no']);
    expect((await t.call({ method: 'DELETE', url: `${DIGEST}/schedules/${se}/`, as: STAFF })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `${DIGEST}/schedules/999999/`, as: STAFF })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `${DIGEST}/schedules/${no}/`, as: OWNER })).statusCode).toBe(403);
    expect((await t.call({ url: `${DIGEST}/schedules/`, as: STAFF })).json()).toHaveLength(1);
  });
});
