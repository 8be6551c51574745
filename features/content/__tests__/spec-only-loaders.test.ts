/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { withSession } from '@/lib/auth/guard';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { server } from '@/testing/msw-server';
import { signedInContext as context } from '@/testing/signed-in-context';
import { SPEC_ONLY_FLAGS, SPEC_ONLY_USER, specOnlyItem, specOnlyPage } from '@/testing/spec-only-answers';
import { contentDetailProps, contentListProps, homeHighlightsFallback } from '../server/content-props';

// The page loaders against an admin API that sends only the fields the spec names (issue 8): the
// guard's session, the home page's news and events, a news list and a news page.

const API = 'http://api.test/api/v1';

// isomorphic-dompurify resolves to its browser build under Jest's node environment; sanitizing is
// tested on its own (lib/html), here only the answers' shapes matter.
jest.mock('@/lib/html/sanitize', () => ({ sanitizeHtml: (html: string) => html }));

function specOnlyApi(me: unknown = SPEC_ONLY_USER) {
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(me as Record<string, unknown>)),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(SPEC_ONLY_FLAGS)),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}/news/`, () => HttpResponse.json(specOnlyPage([specOnlyItem(1, 'Vaccine prices fall')]))),
    http.get(`${API}/events/`, () =>
      HttpResponse.json(
        specOnlyPage([
          specOnlyItem(7, 'Ultrasound course', { startsAt: '2026-12-03T08:00:00Z', endsAt: '2026-12-03T15:00:00Z' }),
        ]),
      ),
    ),
    http.get(`${API}/news/categories/`, () => HttpResponse.json([])),
    http.get(`${API}/news/:id/`, ({ params }) =>
      HttpResponse.json(specOnlyItem(Number(params.id), 'Vaccine prices fall', { body: '<p>Cheaper.</p>' })),
    ),
  );
}

type Props = {
  session: { user: { member: { country: { code: string } } } };
  fallback: Record<string, { results?: { country: unknown }[] }>;
};

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => clearCountryCaches());

describe('pages against an admin API sending only the spec’s fields', () => {
  it('load the session, the country code known by the country’s name', async () => {
    specOnlyApi();
    const result = await withSession()(await context('/'));
    expect(result).toHaveProperty('props.session.user.member.country.code', 'gb');
    expect(result).toHaveProperty('props.errorStatus', null);
  });

  it('load the home page’s news and events as fallback data', async () => {
    specOnlyApi();
    const home = withSession({ load: async (ctx) => ({ props: {}, fallback: await homeHighlightsFallback(ctx) }) });
    const result = (await home(await context('/'))) as { props: Props };
    const lists = Object.entries(result.props.fallback);
    expect(lists.map(([key]) => key)).toEqual([
      '/news/?page=1&page_size=3&country=15&published=true',
      '/events/?page=1&page_size=3&scope=upcoming&country=15&published=true',
    ]);
    expect(lists[0]?.[1].results?.[0]?.country).toEqual({ id: 15, name: 'England', code: 'gb' });
  });

  it('load a news list and a news page', async () => {
    specOnlyApi();
    const list = (await contentListProps('news')(await context('/news'))) as { props: Props };
    expect(list.props.fallback['/news/?page=1&country=15&published=true']).toMatchObject({
      count: 1,
      results: [{ id: 1, tags: [], categories: [], files: [] }],
    });
    const detail = await contentDetailProps('news')(
      await context('/news/1-vaccine-prices-fall', { idSlug: '1-vaccine-prices-fall' }),
    );
    expect(detail).toHaveProperty(['props', 'fallback', '/news/1/', 'body'], '<p>Cheaper.</p>');
  });

  it('send a malformed user answer to the error page instead of crashing', async () => {
    specOnlyApi({ ...SPEC_ONLY_USER, member: null });
    const result = await withSession()(await context('/news'));
    expect(result).toEqual({ redirect: { destination: '/error?code=502&next=%2Fnews', permanent: false } });
  });
});
