// `GET digest/composer/` and `GET digest/subscribers/page/` (beyond the spec): the `/digest` page's
// eight answers and the `/digest/subscribers` page's four in one each, each part exactly what its own
// call answers; staff only; answered from the read cache, which a write empties.
import { headerGif } from '../../../seed/digest-images';
import { multipart } from '../../../test-support/multipart';
import { logQueries, type QueryLog } from '../../../test-support/query-log';
import { createTestApp, ENGAGED, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';
import { countryId, DIGEST, languageId } from './digest-fixtures';

let t: TestApp;
let log: QueryLog;
let se: number;
let sv: number;

beforeAll(async () => {
  t = await createTestApp({ env: { DIGEST_QUEUE_INTERVAL_SECONDS: '0', READ_CACHE_TTL_MS: '600000' } });
  se = await countryId(t, 'se');
  sv = await languageId(t, 'sv');
  log = logQueries(t.db);
});
afterAll(async () => {
  await t.close();
});

async function json(url: string): Promise<unknown> {
  const response = await t.call({ url, as: STAFF });
  expect([url, response.statusCode]).toEqual([url, 200]);
  return response.json();
}

/** The answers of the spec's own calls for an issue and a page of past issues. */
async function singleAnswers(issueId: number, page: number) {
  return {
    issueId,
    drafts: await json(`${DIGEST}/issues/?status=draft`),
    past: await json(`${DIGEST}/past/${page > 1 ? `?page=${page}` : ''}`),
    headerGifs: await json(`${DIGEST}/headergifs/`),
    localeOptions: await json('/api/v1/dev/locale-options/'),
    levels: await json('/api/v1/members/levels/'),
    schedules: await json(`${DIGEST}/schedules/`),
    issue: await json(`${DIGEST}/issues/${issueId}/`),
    progress: await json(`${DIGEST}/send-digest/${issueId}/`),
  };
}

async function swedishDraft(): Promise<number> {
  const response = await t.call({
    method: 'POST',
    url: `${DIGEST}/issues/`,
    as: STAFF,
    payload: { country: se, language: sv },
  });
  expect([200, 201]).toContain(response.statusCode);
  return response.json().id;
}

describe('the composer call', () => {
  it("answers the newest draft with every part as its own call answers it (the past issues' links included)", async () => {
    const draft = await swedishDraft();
    const combined = await json(`${DIGEST}/composer/`);
    expect(combined).toEqual(await singleAnswers(draft, 1));
    expect(combined).toMatchObject({ past: { results: expect.arrayContaining([expect.anything()]) } });
  });

  it('answers the issue asked for, a sent one too, and the page of past issues asked for', async () => {
    const past = (await json(`${DIGEST}/past/`)) as { results: { id: number }[] };
    const sent = past.results[0]!.id;
    const combined = (await json(`${DIGEST}/composer/?issue=${sent}&page=1&page_size=1`)) as Record<string, unknown>;
    expect(combined).toEqual({
      ...(await singleAnswers(sent, 1)),
      past: await json(`${DIGEST}/past/?page=1&page_size=1`),
    });
    expect((combined.past as { next: string }).next).toBe(`http://localhost${DIGEST}/past/?page=2&page_size=1`);
  });

  it('answers an empty page past the last page of past issues, and 404 for an issue that is not there', async () => {
    expect(await json(`${DIGEST}/composer/?page=99`)).toMatchObject({
      past: { count: 0, next: null, previous: null, results: [] },
    });
    expect((await t.call({ url: `${DIGEST}/composer/?issue=999999`, as: STAFF })).statusCode).toBe(404);
    expect((await t.call({ url: `${DIGEST}/composer/?issue=x`, as: STAFF })).statusCode).toBe(400);
  });

  it('answers 403 to members (an owner, a b-engaged user) and 401 without a session', async () => {
    for (const as of [OWNER, ENGAGED]) {
      expect((await t.call({ url: `${DIGEST}/composer/`, as })).statusCode).toBe(403);
    }
    expect((await t.call({ url: `${DIGEST}/composer/` })).statusCode).toBe(401);
  });

  it('is answered from the read cache, which a change through the API empties', async () => {
    const draft = await swedishDraft();
    const url = `${DIGEST}/composer/?issue=${draft}`;
    await json(url);
    const token = await t.tokenFor(STAFF);
    log.clear();
    const again = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect(again.statusCode).toBe(200);
    expect(log.statements).toEqual([]);
    const saved = await t.call({
      method: 'PATCH',
      url: `${DIGEST}/issues/${draft}/`,
      as: STAFF,
      payload: { subject: 'Changed a moment ago' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await json(url)).toMatchObject({ issue: { subject: 'Changed a moment ago' } });
  });
});

describe('the subscribers page call', () => {
  /** The spec's calls for the same filters (the counts without the country, as the page asks). */
  async function singleSubscriberAnswers(filters: string, countsFilters: string) {
    return {
      subscribers: await json(`${DIGEST}/subscribers/?${filters}`),
      counts: await json(`${DIGEST}/subscribers/counts/?${countsFilters}`),
      levels: await json('/api/v1/members/levels/'),
      localeOptions: await json('/api/v1/dev/locale-options/'),
    };
  }

  it('answers every part as its own call answers it, with the filters and the page', async () => {
    const first = (await json(`${DIGEST}/subscribers/page/`)) as { subscribers: { count: number } };
    expect(first).toEqual(await singleSubscriberAnswers('', ''));
    expect(first.subscribers.count).toBeGreaterThan(2);

    const filtered = `country=${se}&language=${sv}`;
    expect(await json(`${DIGEST}/subscribers/page/?${filtered}`)).toEqual(
      await singleSubscriberAnswers(filtered, `language=${sv}`),
    );
    const paged = (await json(`${DIGEST}/subscribers/page/?page=2&page_size=1&search=a`)) as {
      subscribers: { next: string; previous: string };
    };
    expect(paged).toEqual(await singleSubscriberAnswers('page=2&page_size=1&search=a', 'search=a'));
    expect(paged.subscribers.previous).toBe(`http://localhost${DIGEST}/subscribers/?page_size=1&search=a`);
  });

  it('answers an empty page past the last, and 400 for a filter that is not an id', async () => {
    expect(await json(`${DIGEST}/subscribers/page/?page=9999`)).toMatchObject({
      subscribers: { count: 0, next: null, previous: null, results: [] },
      counts: { total: expect.any(Number) },
    });
    expect((await t.call({ url: `${DIGEST}/subscribers/page/?level=x`, as: STAFF })).statusCode).toBe(400);
  });

  it('answers 403 to members (an owner, a b-engaged user) and 401 without a session', async () => {
    for (const as of [OWNER, ENGAGED]) {
      expect((await t.call({ url: `${DIGEST}/subscribers/page/`, as })).statusCode).toBe(403);
    }
    expect((await t.call({ url: `${DIGEST}/subscribers/page/` })).statusCode).toBe(401);
  });

  it('is answered from the read cache, which a change through the API empties', async () => {
    const url = `${DIGEST}/subscribers/page/?country=${se}`;
    const before = (await json(url)) as { subscribers: { count: number } };
    const token = await t.tokenFor(STAFF);
    log.clear();
    const again = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect(again.statusCode).toBe(200);
    expect(log.statements).toEqual([]);
    // A Swedish subscriber unsubscribes through the API: the next load counts one fewer.
    const subscribed = (await json(`${DIGEST}/subscribers/?country=${se}&page_size=100`)) as {
      results: { email: string }[];
    };
    const email = subscribed.results[0]!.email;
    const toggled = await t.call({ method: 'POST', url: `${DIGEST}/toggleSubscrition/`, as: email });
    expect(toggled.json()).toEqual({ hasDigestSubscribed: false });
    expect(await json(url)).toMatchObject({ subscribers: { count: before.subscribers.count - 1 } });
  });
});

describe('the header images list', () => {
  const ids = async () => ((await json(`${DIGEST}/headergifs/`)) as { id: number }[]).map((image) => image.id);

  it('is answered from the read cache, and an upload or a delete through the API shows at once', async () => {
    const before = await ids();
    const token = await t.tokenFor(STAFF);
    log.clear();
    const again = await t.app.inject({ url: `${DIGEST}/headergifs/`, headers: { authorization: `Bearer ${token}` } });
    expect(again.statusCode).toBe(200);
    expect(log.statements).toEqual([]);

    const created = await t.call({
      method: 'POST',
      url: `${DIGEST}/headergifs/`,
      as: STAFF,
      ...multipart([
        { name: 'alt', value: 'Cached list' },
        { name: 'file', filename: 'header.gif', contentType: 'image/gif', data: headerGif() },
      ]),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(await ids()).toEqual([id, ...before]);
    expect((await t.call({ method: 'DELETE', url: `${DIGEST}/headergifs/${id}/`, as: STAFF })).statusCode).toBe(204);
    expect(await ids()).toEqual(before);
  });
});
