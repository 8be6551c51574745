/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { onRequestError } from '@/instrumentation';
import { withSession } from '@/lib/auth/guard';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { buildFeatureFlags, buildUser } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { signedInContext } from '@/testing/signed-in-context';

const API = 'http://api.test/api/v1';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjozfQ.c2lnbmF0dXJl';

/** What the code under test writes to stderr, line by line, parsed. */
function captureStderr() {
  const written: string[] = [];
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  return {
    lines: () => written.join('').split('\n').filter(Boolean),
    restore: () => spy.mockRestore(),
  };
}

function sessionApi() {
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(buildUser())),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(buildFeatureFlags())),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
  );
}

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
  delete process.env.SENTRY_DSN;
  delete process.env.NEXT_PUBLIC_SENTRY_DSN;
});
beforeEach(() => clearCountryCaches());

describe('server errors without a Sentry DSN', () => {
  it('are one JSON line each on stderr from onRequestError: route, status, request id, no token', async () => {
    const stderr = captureStderr();
    try {
      await onRequestError(
        new Error(`render broke with Bearer ${TOKEN}`),
        {
          path: `/news/1-x?magic=${TOKEN}`,
          method: 'GET',
          headers: {
            authorization: `Bearer ${TOKEN}`,
            cookie: `vetnet.accessToken=${TOKEN}`,
            'x-request-id': 'req-42',
          },
        },
        { routerKind: 'Pages Router', routePath: '/news/[idSlug]', routeType: 'render', revalidateReason: undefined },
      );
    } finally {
      stderr.restore();
    }
    expect(stderr.lines()).toHaveLength(1);
    const line = stderr.lines()[0]!;
    expect(JSON.parse(line)).toMatchObject({ route: '/news/1-x', method: 'GET', status: 500, requestId: 'req-42' });
    expect(line).not.toContain(TOKEN);
    expect(line).not.toContain('eyJ');
  });

  it('are logged by the page guard, which turns them into the error page: a crash in a loader and a failing API', async () => {
    sessionApi();
    const crashing = withSession({
      load: async () => {
        throw new TypeError('a bug in the page');
      },
    });
    const apiDown = withSession({
      load: async ({ api }) => {
        await api.get('/staff-cards/');
        return { props: {} };
      },
    });
    server.use(
      http.get(`${API}/staff-cards/`, () =>
        HttpResponse.json(
          { detail: 'The database is unavailable right now.', code: 'database_unavailable' },
          { status: 503 },
        ),
      ),
    );
    const stderr = captureStderr();
    try {
      expect(await crashing(await signedInContext(`/news?magic_token_like=${TOKEN}`))).toMatchObject({
        redirect: { destination: expect.stringContaining('/error?code=503') },
      });
      expect(await apiDown(await signedInContext('/contacts'))).toMatchObject({
        redirect: { destination: expect.stringContaining('/error?code=503') },
      });
    } finally {
      stderr.restore();
    }
    const lines = stderr.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({
        route: '/news',
        status: 503,
        requestId: expect.any(String),
        error: expect.objectContaining({ name: 'TypeError', message: 'a bug in the page' }),
      }),
      expect.objectContaining({
        route: '/contacts',
        status: 503,
        error: expect.objectContaining({ apiStatus: 503, code: 'database_unavailable' }),
      }),
    ]);
    expect(stderr.lines().join('\n')).not.toContain(TOKEN);
  });
});
