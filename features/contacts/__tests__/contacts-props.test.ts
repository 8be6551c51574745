/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { withSession } from '@/lib/auth/guard';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { buildFeatureFlags, buildUser } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { signedInContext } from '@/testing/signed-in-context';
import { getStaffCards, STAFF_CARDS_KEY } from '../api/get-staff-cards';

/** What pages/contacts.tsx declares (features never import pages). */
const getServerSideProps = withSession({
  namespaces: ['contacts'],
  load: async ({ api }) => ({ props: {}, fallback: { [STAFF_CARDS_KEY]: await getStaffCards(api) } }),
});

const API = 'http://api.test/api/v1';
const ANNA = { id: 1, name: 'Anna Andersson', title: 'Purchasing', email: 'anna@vetnet.example' };
const BO = { id: 2, name: 'Bo Berg', title: 'Partners', email: 'bo@vetnet.example' };

function contactsApi(staffCards: unknown) {
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(buildUser())),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(buildFeatureFlags())),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}${STAFF_CARDS_KEY}`, () => HttpResponse.json(staffCards as never)),
  );
}

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => clearCountryCaches());

describe('the server render of /contacts', () => {
  it.each([
    ['a bare list (our API)', [ANNA, BO]],
    ['a DRF page (a backend that paginates every list)', { count: 2, next: null, previous: null, results: [ANNA, BO] }],
  ])('brings the staff cards sent as %s', async (_, answer) => {
    contactsApi(answer);
    const result = await getServerSideProps(await signedInContext('/contacts'));
    expect(result).toHaveProperty(['props', 'errorStatus'], null);
    expect(result).toHaveProperty(['props', 'fallback', STAFF_CARDS_KEY, 1, 'name'], 'Bo Berg');
  });
});
