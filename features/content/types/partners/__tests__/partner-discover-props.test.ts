/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { PARTNERS_API } from '@/lib/contract/partners';
import { FEATURE } from '@/lib/rules/features';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { DISCOVERY } from '@/testing/handlers/partners';
import { server } from '@/testing/msw-server';
import { signedInContext as context } from '@/testing/signed-in-context';
import { SPEC_ONLY_FLAGS, SPEC_ONLY_USER } from '@/testing/spec-only-answers';
import { discoverCategoryProps, discoverProps } from '../server/discover-props';
import { buildPartner } from './partner-fixtures';

const API = 'http://api.test/api/v1';

function discoveryApi(flags = SPEC_ONLY_FLAGS) {
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(SPEC_ONLY_USER)),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(flags)),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}${PARTNERS_API.discovery}`, () => HttpResponse.json(DISCOVERY)),
    http.get(`${API}/partners/discovery/:id/`, ({ params }) =>
      Number(params.id) === 5
        ? HttpResponse.json(DISCOVERY[0])
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
    ),
    http.get(`${API}/partners/discovery/:id/partners/`, ({ params }) =>
      Number(params.id) === 5
        ? HttpResponse.json({ count: 1, next: null, previous: null, results: [{ ...buildPartner(), buysFrom: true }] })
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
    ),
  );
}

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => clearCountryCaches());

describe('the discovery pages’ server props', () => {
  it('carry the categories, and a category with its page of partners marked by whether the member buys from them', async () => {
    discoveryApi();
    expect(await discoverProps(await context('/partners/discover'))).toHaveProperty(
      ['props', 'fallback', PARTNERS_API.discovery, 1, 'name'],
      'Laboratory',
    );
    const result = await discoverCategoryProps(await context('/partners/discover/5?page=2', { id: '5' }));
    expect(result).toHaveProperty(['props', 'listKey'], '/partners/discovery/5/partners/?page=2');
    const partners = (result as { props: { fallback: Record<string, { results: unknown[] }> } }).props.fallback[
      '/partners/discovery/5/partners/?page=2'
    ];
    expect(partners?.results).toEqual([expect.objectContaining({ title: 'VetPharma', buysFrom: true })]);
  });

  it('answer 404 for an unknown category, and for members without the Partners feature', async () => {
    discoveryApi();
    expect(await discoverCategoryProps(await context('/partners/discover/9', { id: '9' }))).toHaveProperty(
      ['props', 'errorStatus'],
      404,
    );
    clearCountryCaches();
    discoveryApi(
      SPEC_ONLY_FLAGS.map((flag) => (flag.feature === FEATURE.partners ? { ...flag, available: false } : flag)),
    );
    expect(await discoverProps(await context('/partners/discover'))).toHaveProperty(['props', 'errorStatus'], 404);
  });
});
