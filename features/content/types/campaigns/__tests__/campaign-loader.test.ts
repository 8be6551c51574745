/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { server } from '@/testing/msw-server';
import { signedInContext as context } from '@/testing/signed-in-context';
import { SPEC_ONLY_FLAGS, SPEC_ONLY_USER, specOnlyItem, specOnlyPage } from '@/testing/spec-only-answers';
import { contentListProps } from '../../../server/content-props';

// The campaigns page's loader: the running campaigns, and the one its address opens, loaded for the
// server's HTML; a link to one that has ended, or to none, opens the list with a notice.

const API = 'http://api.test/api/v1';

jest.mock('@/lib/html/sanitize', () => ({ sanitizeHtml: (html: string) => html }));

const asked: string[] = [];

function campaignsApi() {
  asked.length = 0;
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(SPEC_ONLY_USER as Record<string, unknown>)),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(SPEC_ONLY_FLAGS)),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}/campaigns/`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(specOnlyPage([specOnlyItem(5, 'Spring offer')]));
    }),
    http.get(`${API}/campaigns/categories/`, () => HttpResponse.json([])),
    http.get(`${API}/campaigns/5/`, () =>
      HttpResponse.json({ ...specOnlyItem(5, 'Spring offer'), partner: { id: 3, title: 'Vetline AB', logo: null } }),
    ),
    http.get(`${API}/campaigns/7/`, () =>
      HttpResponse.json({ ...specOnlyItem(7, 'Summer offer'), endsAt: new Date(Date.now() - 60_000).toISOString() }),
    ),
    http.get(`${API}/campaigns/9/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
  );
}

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => clearCountryCaches());

describe('the campaigns page’s loader', () => {
  it('asks for the running campaigns, and loads the one the address opens', async () => {
    campaignsApi();
    const result = await contentListProps('campaigns')(await context('/campaigns?id=5-spring-offer'));
    expect(asked).toEqual(['?page=1&scope=running&country=15&published=true']);
    expect(result).toHaveProperty(['props', 'scope'], null);
    expect(result).toHaveProperty(['props', 'origin'], 'http://portal.test');
    expect(result).toHaveProperty(['props', 'fallback', '/campaigns/5/', 'partner', 'title'], 'Vetline AB');
  });

  it('loads no item without ?id=', async () => {
    campaignsApi();
    const result = await contentListProps('campaigns')(await context('/campaigns'));
    expect(result).not.toHaveProperty(['props', 'fallback', '/campaigns/5/']);
  });

  it.each(['/campaigns?id=spring', '/campaigns?id=9-gone'])(
    'answers %s with the list and a notice, not the 404 view',
    async (path) => {
      campaignsApi();
      const result = await contentListProps('campaigns')(await context(path));
      expect(result).toHaveProperty(['props', 'errorStatus'], null);
      expect(result).toHaveProperty(['props', 'notice'], 'notFound');
      expect(result).toHaveProperty([
        'props',
        'fallback',
        '/campaigns/?page=1&scope=running&country=15&published=true',
      ]);
    },
  );

  it('answers a link to an ended campaign with the list and a notice', async () => {
    campaignsApi();
    const result = await contentListProps('campaigns')(await context('/campaigns?id=7-summer-offer'));
    expect(result).toHaveProperty(['props', 'notice'], 'ended');
    expect(result).toHaveProperty(['props', 'noticeFor'], '7-summer-offer');
    expect(result).not.toHaveProperty(['props', 'fallback', '/campaigns/7/']);
  });

  it('opens a running campaign without a notice', async () => {
    campaignsApi();
    const result = await contentListProps('campaigns')(await context('/campaigns?id=5-spring-offer'));
    expect(result).not.toHaveProperty(['props', 'notice']);
  });
});
