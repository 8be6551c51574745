/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { server } from '@/testing/msw-server';
import { signedInContext as context } from '@/testing/signed-in-context';
import { SPEC_ONLY_FLAGS, SPEC_ONLY_USER } from '@/testing/spec-only-answers';
import { reportKindsByLanguage, reportsPageProps } from '../server/reports-props';

// `/reports`'s loader: the member's list each time, the report kinds (the same for everyone) once a
// minute per language, both handed to SWR under the keys the browser would fetch.

const API = 'http://api.test/api/v1';
const KINDS = [
  { id: 1, name: 'quarterly_statement' },
  { id: 2, name: 'yearly_rebate_statement' },
];
const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

function api() {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(SPEC_ONLY_USER)),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(SPEC_ONLY_FLAGS)),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}/enums/report-kind/`, () => {
      asked.push('kinds');
      return HttpResponse.json(KINDS);
    }),
    http.get(`${API}/reports/`, () => {
      asked.push('reports');
      return HttpResponse.json(EMPTY_PAGE);
    }),
  );
  return asked;
}

const fallbackOf = (result: unknown) => (result as { props: { fallback: Record<string, unknown> } }).props.fallback;

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => {
  clearCountryCaches();
  reportKindsByLanguage.clear();
});

it('asks for the report kinds once for several page loads, and gives each the kinds as SWR fallback', async () => {
  const asked = api();
  const first = await reportsPageProps(await context('/reports'));
  const second = await reportsPageProps(await context('/reports?kind=1'));
  expect(asked.sort()).toEqual(['kinds', 'reports', 'reports']);
  expect(fallbackOf(first)['/enums/report-kind/']).toEqual(KINDS);
  expect(fallbackOf(second)['/enums/report-kind/']).toEqual(KINDS);
  expect(fallbackOf(second)['/reports/?memberId=current&page=1&kind=1']).toEqual(EMPTY_PAGE);
});

it('asks again after a failed answer: a failure is not kept', async () => {
  const asked = api();
  server.use(
    http.get(
      `${API}/enums/report-kind/`,
      () => {
        asked.push('kinds failed');
        return HttpResponse.json({ detail: 'Down.' }, { status: 503 });
      },
      { once: true },
    ),
  );
  await reportsPageProps(await context('/reports'));
  const second = await reportsPageProps(await context('/reports'));
  expect(asked.filter((call) => call.startsWith('kinds'))).toEqual(['kinds failed', 'kinds']);
  expect(fallbackOf(second)['/enums/report-kind/']).toEqual(KINDS);
});
