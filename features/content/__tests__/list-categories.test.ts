/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { server } from '@/testing/msw-server';
import { signedInContext as context } from '@/testing/signed-in-context';
import { SPEC_ONLY_FLAGS, SPEC_ONLY_USER } from '@/testing/spec-only-answers';
import { clearListCategories, contentListProps } from '../server/content-props';

// A members' list asks the API for the user's list on every load, and for its type's categories (the
// same for every member) once a minute per language; both go to SWR under the keys the browser uses.

const API = 'http://api.test/api/v1';
const CATEGORIES = [{ id: 4, name: 'Vaccines', code: null, parentId: null }];
const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

function api() {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(SPEC_ONLY_USER)),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(SPEC_ONLY_FLAGS)),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}/news/categories/`, () => {
      asked.push('categories');
      return HttpResponse.json(CATEGORIES);
    }),
    http.get(`${API}/news/`, () => {
      asked.push('list');
      return HttpResponse.json(EMPTY_PAGE);
    }),
  );
  return asked;
}

const fallbackOf = (result: unknown) => (result as { props: { fallback: Record<string, unknown> } }).props.fallback;
const newsList = contentListProps('news');

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => {
  clearCountryCaches();
  clearListCategories();
});

it('asks for the categories once for several loads of the list, and hands each load them as SWR fallback', async () => {
  const asked = api();
  const first = await newsList(await context('/news'));
  const second = await newsList(await context('/news?page=2'));
  expect(asked.sort()).toEqual(['categories', 'list', 'list']);
  expect(fallbackOf(first)['/news/categories/']).toEqual(CATEGORIES);
  expect(fallbackOf(second)['/news/categories/']).toEqual(CATEGORIES);
});

it('asks again after a failed answer: a failure is not kept', async () => {
  const asked = api();
  server.use(
    http.get(
      `${API}/news/categories/`,
      () => {
        asked.push('categories failed');
        return HttpResponse.json({ detail: 'Down.' }, { status: 503 });
      },
      { once: true },
    ),
  );
  await newsList(await context('/news'));
  const second = await newsList(await context('/news'));
  expect(asked.filter((call) => call.startsWith('categories'))).toEqual(['categories failed', 'categories']);
  expect(fallbackOf(second)['/news/categories/']).toEqual(CATEGORIES);
});
