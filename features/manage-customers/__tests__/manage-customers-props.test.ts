/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import type { CurrentUser } from '@/lib/contract/user';
import { ENGAGED_MEMBER_LEVEL_NAME } from '@/lib/rules/levels';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { buildFeatureFlags, buildUser } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { signedInContext as context } from '@/testing/signed-in-context';
import { manageCustomersPageProps } from '../server/manage-customers-props';

const API = 'http://api.test/api/v1';
const ENGAGED = { levels: [{ id: 3, name: ENGAGED_MEMBER_LEVEL_NAME }] };
const SWEDEN = { id: 15, name: 'Sweden', code: 'se' };
const TREE = [
  { id: 1, name: 'Vetnet HQ', country: SWEDEN, children: [] },
  { id: 2, name: 'Djurkliniken Solna', country: SWEDEN, children: [] },
  { id: 7, name: 'Smådjursklinik Göteborg', country: SWEDEN, children: [] },
];

function api(user: Partial<CurrentUser>) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(user)),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(buildFeatureFlags())),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}/me/member-tree/`, () => HttpResponse.json(TREE)),
    http.get(`${API}/costumers/`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      if (url.searchParams.get('page') === '9') return HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 });
      return HttpResponse.json({ count: 1, next: null, previous: null, results: [{ id: 7, firstName: 'Astrid' }] });
    }),
  );
  return asked;
}

const engagedOwner = () => {
  const user = buildUser();
  return buildUser({ member: { ...user.member, ...ENGAGED } });
};

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => clearCountryCaches());

describe('the Manage customers page’s server props', () => {
  it('carry the address’s page of customers, read with defaults', async () => {
    const asked = api(engagedOwner());
    const result = await manageCustomersPageProps(
      await context('/settings/manage-costumers?search=astrid&ordering=-points&page=2'),
    );
    const listKey = '/costumers/?page=2&ordering=-points&search=astrid';
    expect(result).toHaveProperty(['props', 'listKey'], listKey);
    expect(result).toHaveProperty(
      ['props', 'fallback', listKey, 'results', 0],
      expect.objectContaining({
        firstName: 'Astrid',
        petCount: 0,
        lastVisitOn: null,
      }),
    );
    expect(asked).toEqual(['?page=2&ordering=-points&search=astrid']);
  });

  it('show an empty list for a page past the end', async () => {
    api(engagedOwner());
    const result = await manageCustomersPageProps(await context('/settings/manage-costumers?page=9'));
    expect(result).toHaveProperty(['props', 'fallback', '/costumers/?page=9&ordering=lastName', 'count'], 0);
  });

  it('let staff look at another member’s customers with ?member=, named for the export', async () => {
    const user = engagedOwner();
    const asked = api({ ...user, isStaff: true });
    const result = await manageCustomersPageProps(await context('/settings/manage-costumers?member=7&search=astrid'));
    expect(result).toHaveProperty(['props', 'listKey'], '/costumers/?page=1&ordering=lastName&search=astrid&member=7');
    expect(result).toHaveProperty(['props', 'memberName'], 'Smådjursklinik Göteborg');
    expect(result).toHaveProperty(
      ['props', 'memberOptions'],
      expect.arrayContaining([expect.objectContaining({ id: 7 })]),
    );
    expect(asked).toEqual(['?page=1&ordering=lastName&search=astrid&member=7']);
  });

  it.each([
    ['an unknown member', true, '?member=999'],
    ['another member named by a member', false, '?member=7'],
  ])('give the 404 view for %s, without asking for the customers', async (_case, isStaff, search) => {
    const asked = api({ ...engagedOwner(), isStaff });
    expect(await manageCustomersPageProps(await context(`/settings/manage-costumers${search}`))).toHaveProperty(
      ['props', 'errorStatus'],
      404,
    );
    expect(asked).toEqual([]);
  });

  it('give the 403 view to a member that is not b-engaged', async () => {
    const asked = api(buildUser());
    expect(await manageCustomersPageProps(await context('/settings/manage-costumers'))).toHaveProperty(
      ['props', 'errorStatus'],
      403,
    );
    expect(asked).toEqual([]);
  });
});
