/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { buildFeatureFlags, buildUser } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { signedInContext as context } from '@/testing/signed-in-context';
import { CATEGORIES_KEY } from '../api/categories';
import { listPageAddress } from '../api/list-page';
import { forumListProps } from '../server/forum-list-props';
import { buildThread } from './thread-fixtures';

const API = 'http://api.test/api/v1';
const CATEGORIES = [{ id: 3, key: 'clinic', name: 'Klinik' }];
const page = (ids: number[]) => ({
  count: ids.length,
  next: null,
  previous: null,
  results: ids.map((id) => buildThread({ id, title: `Tråd ${id}` })),
});

/** The session's calls, and what each of the list page's calls was asked (path and query). */
function api(combined: 'answers' | 'absent' | 'refuses') {
  const asked: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname.replace('/api/v1', '')}${url.search}`);
  };
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(buildUser())),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(buildFeatureFlags())),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}/forum/list/`, ({ request }) => {
      record(request);
      if (combined === 'absent') return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      if (combined === 'refuses') return HttpResponse.json({ category: ['Select a valid choice.'] }, { status: 400 });
      return HttpResponse.json({ threads: page([1, 2]), categories: CATEGORIES });
    }),
    http.get(`${API}/forum/posts/`, ({ request }) => {
      record(request);
      if (combined === 'refuses') return HttpResponse.json({ category: ['Select a valid choice.'] }, { status: 400 });
      return HttpResponse.json(page([5]));
    }),
    http.get(`${API}/forum/subscriptions/updated/`, ({ request }) => {
      record(request);
      return HttpResponse.json(page([6]));
    }),
    http.get(`${API}/forum/categories/`, ({ request }) => {
      record(request);
      return HttpResponse.json(CATEGORIES);
    }),
  );
  return asked;
}

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => clearCountryCaches());

describe('the forum list’s server props', () => {
  it('make one call, and give SWR the list and the categories under their own keys', async () => {
    const asked = api('answers');
    const result = await forumListProps(await context('/forum?page=2&category=3'));
    expect(asked).toEqual(['/forum/list/?category=3&page=2']);
    const listKey = '/forum/posts/?category=3&page=2';
    expect(result).toHaveProperty(['props', 'listKey'], listKey);
    expect(result).toHaveProperty(['props', 'fallback', listKey, 'results', 1, 'id'], 2);
    expect(result).toHaveProperty(['props', 'fallback', CATEGORIES_KEY], CATEGORIES);
  });

  it('ask for the list of new replies with `updated=true`', async () => {
    const asked = api('answers');
    await forumListProps(await context('/forum?updated=true'));
    expect(asked).toEqual(['/forum/list/?page=1&updated=true']);
  });

  it('ask the spec’s calls when the API has no combined call', async () => {
    const asked = api('absent');
    const result = await forumListProps(await context('/forum?updated=true'));
    expect(asked.slice(1).sort()).toEqual(['/forum/categories/', '/forum/subscriptions/updated/?page=1']);
    expect(result).toHaveProperty(['props', 'fallback', '/forum/subscriptions/updated/?page=1', 'results', 0, 'id'], 6);
    expect(result).toHaveProperty(['props', 'fallback', CATEGORIES_KEY], CATEGORIES);
  });

  it('show a list the API refuses as empty, with the categories, as before', async () => {
    api('refuses');
    const result = await forumListProps(await context('/forum?category=3'));
    expect(result).toHaveProperty(['props', 'fallback', '/forum/posts/?category=3&page=1', 'results'], []);
    expect(result).toHaveProperty(['props', 'fallback', CATEGORIES_KEY], CATEGORIES);
  });
});

describe('listPageAddress', () => {
  it('keeps the list’s query, and names the list of new replies', () => {
    expect(listPageAddress('/forum/posts/?search=valp&page=1')).toBe('/forum/list/?search=valp&page=1');
    expect(listPageAddress('/forum/subscriptions/updated/?page=3')).toBe('/forum/list/?page=3&updated=true');
  });
});
