/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { buildFeatureFlags, buildUser } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { signedInContext as context } from '@/testing/signed-in-context';
import { repliesKey } from '../api/replies';
import { threadProps } from '../server/thread-props';
import { buildReply, buildThread, replyPage } from './thread-fixtures';

const API = 'http://api.test/api/v1';

jest.mock('@/lib/html/sanitize', () => ({ sanitizeHtml: (html: string) => html }));

/** An API of the spec only: no combined thread page (404), so the page asks for the thread, then its replies. */
function api() {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/forum/posts/1/page/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    http.get(`${API}/me/`, () => HttpResponse.json(buildUser())),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(buildFeatureFlags())),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}/forum/posts/1/`, () => HttpResponse.json(buildThread({ replyCount: 60 }))),
    http.get(`${API}/forum/posts/1/replies/`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const page = Number(url.searchParams.get('page') ?? '3');
      if (page > 3) return HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 });
      return HttpResponse.json(replyPage([buildReply({ id: 100 + page })], page, 60));
    }),
  );
  return asked;
}

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => clearCountryCaches());

describe('the thread page’s server props', () => {
  it('show a page past the last as an empty page of the thread, as the lists do, not as an error', async () => {
    const asked = api();
    const result = await threadProps(await context('/forum/1?page=9', { id: '1' }));
    expect(result).toHaveProperty(['props', 'page'], 9);
    expect(result).toHaveProperty(['props', 'errorStatus'], null);
    expect(result).toHaveProperty(['props', 'fallback', repliesKey(1, 9), 'results'], []);
    expect(asked).toEqual(['?page=9']);
  });

  it('keep a page that exists as the API answers it', async () => {
    api();
    const result = await threadProps(await context('/forum/1?page=2', { id: '1' }));
    expect(result).toHaveProperty(['props', 'fallback', repliesKey(1, 2), 'results', 0, 'id'], 102);
  });

  it('ask the spec’s calls for the page a notification names, when the API has no combined call', async () => {
    const asked = api();
    const result = await threadProps(await context('/forum/1?postId=102', { id: '1' }));
    expect(asked).toEqual(['?at=102']);
    expect(result).toHaveProperty(['props', 'fallback', '/forum/posts/1/', 'id'], 1);
  });
});

/** Our admin API: the combined call answers both parts; `asked`: its query strings. */
function combinedApi() {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(buildUser())),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(buildFeatureFlags())),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}/forum/posts/1/page/`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const page = Number(url.searchParams.get('page') ?? '3');
      if (page > 3) return HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 });
      return HttpResponse.json({
        thread: buildThread({ replyCount: 60, firstUnreadId: 103 }),
        replies: replyPage([buildReply({ id: 100 + page })], page, 60),
      });
    }),
  );
  return asked;
}

describe('the thread page’s server props with the combined call', () => {
  it('make one call, and give SWR the thread and the replies page under their own keys', async () => {
    const asked = combinedApi();
    const result = await threadProps(await context('/forum/1', { id: '1' }));
    // No page in the address: the API opens the reader's first unread reply's page.
    expect(asked).toEqual(['']);
    expect(result).toHaveProperty(['props', 'page'], 3);
    expect(result).toHaveProperty(['props', 'fallback', '/forum/posts/1/', 'firstUnreadId'], 103);
    expect(result).toHaveProperty(['props', 'fallback', repliesKey(1, 3), 'results', 0, 'id'], 103);
  });

  it('pass the page or the post the address names', async () => {
    const asked = combinedApi();
    await threadProps(await context('/forum/1?page=2', { id: '1' }));
    await threadProps(await context('/forum/1?quoteId=77', { id: '1' }));
    expect(asked).toEqual(['?page=2', '?at=77']);
  });
});
