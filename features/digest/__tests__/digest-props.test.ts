/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { DIGEST_API } from '@/lib/contract/digest';
import type { CurrentUser } from '@/lib/contract/user';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { buildFeatureFlags, buildUser } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { signedInContext as context } from '@/testing/signed-in-context';
import { digestPageProps } from '../server/digest-props';
import { subscribersPageProps } from '../server/subscribers-props';
import { buildIssue, buildProgress } from './digest-fixtures';

const API = 'http://api.test/api/v1';

const PAST = { count: 0, next: null, previous: null, results: [] };
const SCHEDULE = {
  country: { id: 1, name: 'Sverige', code: 'se' },
  weekday: 2,
  hour: 8,
  timeZone: 'Europe/Stockholm',
  enabled: true,
  nextRunAt: '2026-12-01T07:00:00Z',
};
const OPTIONS = {
  countries: [
    {
      id: 1,
      name: 'Sverige',
      code: 'se',
      useLanguageSelector: false,
      languages: [{ id: 4, code: 'sv', name: 'Svenska' }],
    },
  ],
  languages: [{ id: 4, code: 'sv', name: 'Svenska' }],
};
const { items: _items, introduction: _introduction, ...SUMMARY } = buildIssue();
const DRAFT = { ...SUMMARY, itemCount: 3 };

/** The combined call's answer: what the spec's calls below answer, with a user role among the levels. */
const COMPOSER = {
  issueId: 21,
  drafts: [DRAFT],
  past: PAST,
  headerGifs: [],
  localeOptions: OPTIONS,
  levels: [
    { id: 3, name: 'Full member' },
    { id: 17, name: 'User' },
  ],
  schedules: [SCHEDULE],
  issue: buildIssue(),
  progress: buildProgress(),
};

/**
 * The admin API as the spec names it (no combined composer call: 404), or, with `combined`, with the
 * combined call answering (or failing with `combined.status`).
 */
function api(user: Partial<CurrentUser>, combined?: { status?: number }) {
  const asked: string[] = [];
  const record = (path: string, body: unknown) => () => {
    asked.push(path);
    return HttpResponse.json(body as never);
  };
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(user)),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(buildFeatureFlags())),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}${DIGEST_API.composer}`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(`composer${url.search}`);
      if (!combined) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      if (combined.status) return HttpResponse.json({ detail: 'Refused.' }, { status: combined.status });
      return HttpResponse.json(COMPOSER);
    }),
    http.get(`${API}${DIGEST_API.issues}`, record('issues', [{ ...buildIssue(), itemCount: 3 }])),
    http.get(`${API}${DIGEST_API.past}`, record('past', { count: 0, next: null, previous: null, results: [] })),
    http.get(`${API}${DIGEST_API.headerGifs}`, record('headergifs', [])),
    http.get(`${API}/dev/locale-options/`, record('locale options', { countries: [], languages: [] })),
    http.get(`${API}${DIGEST_API.issue(21)}`, record('issue', buildIssue())),
    http.get(`${API}${DIGEST_API.sendDigest(21)}`, record('progress', buildProgress())),
    http.get(`${API}${DIGEST_API.schedules}`, record('schedules', [])),
    http.get(`${API}/members/levels/`, record('levels', [{ id: 3, name: 'Full member' }])),
  );
  return asked;
}

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => clearCountryCaches());

const fallbackOf = (result: unknown) => (result as { props: { fallback: Record<string, unknown> } }).props.fallback;

/** The digest's namespaces among the translations a page carries (its HTML holds them all). */
const digestNamespacesOf = (result: unknown) => {
  const store = (result as { props: { _nextI18Next: { initialI18nStore: Record<string, Record<string, unknown>> } } })
    .props._nextI18Next.initialI18nStore;
  return Object.keys(store.en ?? {})
    .filter((namespace) => namespace.startsWith('digest'))
    .sort();
};

describe('the digest page’s server props, with the combined call', () => {
  it('make one call and hand each part to SWR under its own call’s key', async () => {
    const asked = api(buildUser({ isStaff: true }), {});
    const result = await digestPageProps(await context('/digest'));
    expect(asked).toEqual(['composer']);
    expect(result).toHaveProperty(['props', 'issueId'], 21);
    expect(result).toHaveProperty(['props', 'levels'], [{ id: 3, name: 'Full member' }]);
    const fallback = fallbackOf(result);
    expect(Object.keys(fallback).sort()).toEqual(
      [
        DIGEST_API.issue(21),
        DIGEST_API.sendDigest(21),
        `${DIGEST_API.issues}?status=draft`,
        `${DIGEST_API.past}?page=1`,
        DIGEST_API.headerGifs,
        '/dev/locale-options/',
        DIGEST_API.schedules,
      ].sort(),
    );
    expect(fallback[DIGEST_API.issue(21)]).toEqual(buildIssue());
    expect(fallback[DIGEST_API.sendDigest(21)]).toEqual(buildProgress());
    expect(fallback[`${DIGEST_API.past}?page=1`]).toEqual(PAST);
    expect(fallback[DIGEST_API.schedules]).toEqual([SCHEDULE]);
    expect(fallback['/dev/locale-options/']).toMatchObject(OPTIONS);
    expect(fallback[`${DIGEST_API.issues}?status=draft`]).toEqual([DRAFT]);
  });

  it('ask for the issue and the page of past issues in the address', async () => {
    const asked = api(buildUser({ isStaff: true }), {});
    const result = await digestPageProps(await context('/digest?issue=21&page=3'));
    expect(asked).toEqual(['composer?issue=21&page=3']);
    expect(fallbackOf(result)).toHaveProperty([`${DIGEST_API.past}?page=3`], PAST);
  });

  it('ask call by call when the API answers 405 for the combined call', async () => {
    const asked = api(buildUser({ isStaff: true }), { status: 405 });
    const result = await digestPageProps(await context('/digest'));
    expect(asked).toContain('issue');
    expect(asked).toContain('progress');
    expect(result).toHaveProperty(['props', 'issueId'], 21);
  });

  it("show the API's refusal of the combined call as the 403 view, without asking call by call", async () => {
    const asked = api(buildUser({ isStaff: true }), { status: 403 });
    expect(await digestPageProps(await context('/digest'))).toHaveProperty(['props', 'errorStatus'], 403);
    expect(asked).toEqual(['composer']);
  });

  it('carry the composer’s texts and the nav’s, not those of the subscribers, header images or unsubscribe pages', async () => {
    api(buildUser({ isStaff: true }), {});
    expect(digestNamespacesOf(await digestPageProps(await context('/digest')))).toEqual(['digest', 'digest-nav']);
  });
});

describe('the digest page’s server props, on an API without the combined call (404)', () => {
  it('bring the drafts, the newest draft with its recipients, the header images and the past issues', async () => {
    const asked = api(buildUser({ isStaff: true }));
    const result = await digestPageProps(await context('/digest'));
    expect(result).toHaveProperty(['props', 'issueId'], 21);
    expect(result).toHaveProperty(['props', 'fallback', DIGEST_API.issue(21), 'items', 'length'], 3);
    expect(result).toHaveProperty(['props', 'fallback', DIGEST_API.sendDigest(21), 'recipients'], 42);
    expect(result).toHaveProperty(['props', 'fallback', `${DIGEST_API.past}?page=1`, 'count'], 0);
    expect(result).toHaveProperty(['props', 'fallback', DIGEST_API.schedules], []);
    expect(result).toHaveProperty(['props', 'levels'], [{ id: 3, name: 'Full member' }]);
    expect(asked.sort()).toEqual([
      'composer',
      'headergifs',
      'issue',
      'issues',
      'levels',
      'locale options',
      'past',
      'progress',
      'schedules',
    ]);
  });

  it('give members the 403 view with nothing of the digest, asking for no part of it', async () => {
    const asked = api(buildUser({ isStaff: false }));
    const result = await digestPageProps(await context('/digest'));
    expect(result).toHaveProperty(['props', 'errorStatus'], 403);
    expect(result).toHaveProperty(['props', 'fallback'], {});
    // The page's first call may go with the session (me/with/), where the API applies its own rules.
    expect(asked.filter((path) => !path.startsWith('composer'))).toEqual([]);
  });
});

describe('the subscribers page’s server props', () => {
  const PAGE = { count: 1, next: null, previous: null, results: [] };
  const COUNTS = { total: 1, countries: [{ id: 1, name: 'Sverige', code: 'se', count: 1 }] };

  /** The spec's four calls, and the combined one (answering, or failing with `combined.status`; without it, 404). */
  function subscribersApi(combined?: { status?: number }) {
    const asked: string[] = [];
    const record =
      (name: string, body: unknown) =>
      ({ request }: { request: Request }) => {
        asked.push(name + new URL(request.url).search);
        return HttpResponse.json(body as never);
      };
    server.use(
      http.get(`${API}/me/`, () => HttpResponse.json(buildUser({ isStaff: true }))),
      http.get(`${API}/feature-flags/`, () => HttpResponse.json(buildFeatureFlags())),
      http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
      http.get(`${API}${DIGEST_API.subscribersPage}`, ({ request }) => {
        asked.push(`page${new URL(request.url).search}`);
        if (!combined) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
        if (combined.status) return HttpResponse.json({ detail: 'Refused.' }, { status: combined.status });
        return HttpResponse.json({
          subscribers: PAGE,
          counts: COUNTS,
          levels: COMPOSER.levels,
          localeOptions: OPTIONS,
        });
      }),
      http.get(`${API}${DIGEST_API.subscribers}`, record('subscribers', PAGE)),
      http.get(`${API}${DIGEST_API.subscriberCounts}`, record('counts', COUNTS)),
      http.get(`${API}/members/levels/`, record('levels', COMPOSER.levels)),
      http.get(`${API}/dev/locale-options/`, record('locale options', OPTIONS)),
    );
    return asked;
  }

  const ADDRESS = '/digest/subscribers?country=1&language=4&search=anna&page=2';
  const LIST_KEY = `${DIGEST_API.subscribers}?country=1&language=4&search=anna&page=2`;
  const COUNTS_KEY = `${DIGEST_API.subscriberCounts}?language=4&search=anna`;

  it('make one call with the address’s filters and hand each part to SWR under its own call’s key', async () => {
    const asked = subscribersApi({});
    const result = await subscribersPageProps(await context(ADDRESS));
    expect(asked).toEqual(['page?country=1&language=4&search=anna&page=2']);
    expect(result).toHaveProperty(['props', 'levels'], [{ id: 3, name: 'Full member' }]);
    const fallback = fallbackOf(result);
    expect(Object.keys(fallback).sort()).toEqual([COUNTS_KEY, LIST_KEY, '/dev/locale-options/'].sort());
    expect(fallback[LIST_KEY]).toEqual(PAGE);
    expect(fallback[COUNTS_KEY]).toEqual(COUNTS);
    expect(fallback['/dev/locale-options/']).toMatchObject(OPTIONS);
  });

  it.each([404, 405])('ask call by call when the API answers %s for the combined call', async (status) => {
    const asked = subscribersApi(status === 404 ? undefined : { status });
    const result = await subscribersPageProps(await context(ADDRESS));
    expect(asked.sort()).toEqual(
      [
        'page?country=1&language=4&search=anna&page=2',
        'subscribers?country=1&language=4&search=anna&page=2',
        'counts?language=4&search=anna',
        'levels',
        'locale options',
      ].sort(),
    );
    expect(fallbackOf(result)[LIST_KEY]).toEqual(PAGE);
    expect(fallbackOf(result)[COUNTS_KEY]).toEqual(COUNTS);
  });

  it('carry the subscribers’ texts and the nav’s, not the composer’s', async () => {
    subscribersApi({});
    expect(digestNamespacesOf(await subscribersPageProps(await context(ADDRESS)))).toEqual([
      'digest-nav',
      'digest-subscribers',
    ]);
  });

  it("show the API's refusal of the combined call as the 403 view, without asking call by call", async () => {
    const asked = subscribersApi({ status: 403 });
    expect(await subscribersPageProps(await context(ADDRESS))).toHaveProperty(['props', 'errorStatus'], 403);
    expect(asked).toEqual(['page?country=1&language=4&search=anna&page=2']);
  });
});
