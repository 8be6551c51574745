/** @jest-environment node */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { SignJWT } from 'jose';
import { http, HttpResponse } from 'msw';
import { FEATURE } from '@/lib/rules/features';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { viewPreferencesKey } from '@/lib/session/view-preferences';
import { buildFeatureFlags, buildUser } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { withNotFoundPage, withPublicPage, withSession } from '../guard';
import { clearSharedRefreshExchanges } from '../shared-refresh';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../token-cookies';
import type { GetServerSidePropsContext } from 'next';

const API = 'http://api.test/api/v1';
const secret = new TextEncoder().encode('guard-test-secret-of-enough-length');

function jwt(kind: 'access' | 'refresh', expiresInSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ token_type: kind, user_id: 3, jti: `${kind}-${Math.random()}` })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(secret);
}

type FakeContext = GetServerSidePropsContext & { res: ServerResponse };

function context(path: string, cookies: Record<string, string> = {}): FakeContext {
  const req = new IncomingMessage(new Socket()) as IncomingMessage & { cookies: Record<string, string> };
  req.cookies = cookies;
  req.headers = { 'accept-language': 'sv-SE,sv;q=0.9' };
  const res = new ServerResponse(req);
  const url = new URL(path, 'http://portal.test');
  return {
    req,
    res,
    resolvedUrl: path,
    query: Object.fromEntries(url.searchParams),
    params: {},
  } as unknown as FakeContext;
}

function setCookies(ctx: FakeContext): string[] {
  const header = ctx.res.getHeader('Set-Cookie');
  return Array.isArray(header) ? header : header ? [String(header)] : [];
}

/** The session endpoints; records the Authorization header of each call and the refresh bodies. */
function sessionEndpoints(
  options: { user?: ReturnType<typeof buildUser>; validAccess?: () => string; refresh?: () => Response } = {},
) {
  const calls: { path: string; authorization: string | null }[] = [];
  const user = options.user ?? buildUser({ language: { id: 14, code: 'sv', name: 'Svenska' } });
  const authorized = (request: Request) => {
    const authorization = request.headers.get('authorization');
    calls.push({ path: new URL(request.url).pathname, authorization });
    return !options.validAccess || authorization === `Bearer ${options.validAccess()}`;
  };
  const invalid = () =>
    HttpResponse.json({ detail: 'Token is invalid or expired', code: 'token_not_valid' }, { status: 401 });
  server.use(
    http.get(`${API}/me/`, ({ request }) => (authorized(request) ? HttpResponse.json(user) : invalid())),
    http.get(`${API}/feature-flags/`, ({ request }) =>
      authorized(request) ? HttpResponse.json(buildFeatureFlags()) : invalid(),
    ),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 2 })),
    http.post(`${API}/auth/api-token-refresh/`, ({ request }) => {
      calls.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
      return options.refresh ? options.refresh() : invalid();
    }),
  );
  return calls;
}

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});

beforeEach(() => {
  clearCountryCaches();
  clearSharedRefreshExchanges();
});

describe('withSession', () => {
  it('sends a visitor without tokens to login, with the page to come back to', async () => {
    const result = await withSession()(context('/news?page=2'));
    expect(result).toEqual({ redirect: { destination: '/login?next=%2Fnews%3Fpage%3D2', permanent: false } });
  });

  it('costs no refresh for a valid access token, and passes the user, flags and translations', async () => {
    const access = await jwt('access', 900);
    const calls = sessionEndpoints({ validAccess: () => access });
    const ctx = context('/', { [ACCESS_TOKEN_COOKIE]: access, [REFRESH_TOKEN_COOKIE]: await jwt('refresh', 86_400) });

    const result = await withSession()(ctx);

    expect(calls.map((call) => call.path).sort()).toEqual(['/api/v1/feature-flags/', '/api/v1/me/']);
    expect(result).toHaveProperty('props.session.handbooksCount', 2);
    expect(calls.every((call) => call.authorization === `Bearer ${access}`)).toBe(true);
    expect(result).toMatchObject({ props: { session: { user: { firstName: 'Olivia' } }, errorStatus: null } });
    const props = (result as { props: { _nextI18Next: { initialLocale: string } } }).props;
    expect(props._nextI18Next.initialLocale).toBe('sv');
    expect(ctx.res.getHeader('Cache-Control')).toBe('private, no-store');
  });

  it('asks for the feature flags of a country once a minute, and the user every time', async () => {
    const access = await jwt('access', 900);
    const calls = sessionEndpoints({ validAccess: () => access });
    const cookies = { [ACCESS_TOKEN_COOKIE]: access };

    for (let render = 0; render < 3; render += 1) {
      expect(await withSession()(context('/', cookies))).toHaveProperty('props.session.featureFlags.length', 18);
    }

    expect(calls.filter((call) => call.path === '/api/v1/me/')).toHaveLength(3);
    expect(calls.filter((call) => call.path === '/api/v1/feature-flags/')).toHaveLength(1);
  });

  it('refreshes an expired access token first and sets the new cookie', async () => {
    const refresh = await jwt('refresh', 86_400);
    const fresh = await jwt('access', 900);
    const calls = sessionEndpoints({ validAccess: () => fresh, refresh: () => HttpResponse.json({ access: fresh }) });
    const ctx = context('/', { [ACCESS_TOKEN_COOKIE]: await jwt('access', -60), [REFRESH_TOKEN_COOKIE]: refresh });

    const result = await withSession()(ctx);

    expect(result).toHaveProperty('props.session.user.id', 3);
    expect(calls[0]?.path).toBe('/api/v1/auth/api-token-refresh/');
    expect(
      calls
        .filter((call) => call.path !== '/api/v1/auth/api-token-refresh/')
        .every((call) => call.authorization === `Bearer ${fresh}`),
    ).toBe(true);
    const cookie = setCookies(ctx).find((line) => line.startsWith(`${ACCESS_TOKEN_COOKIE}=`));
    expect(cookie).toContain(fresh);
    expect(cookie).toMatch(/Max-Age=900/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('goes to login and clears the cookies when both tokens are refused', async () => {
    sessionEndpoints({ validAccess: () => 'nothing-is-valid' });
    const ctx = context('/news', {
      [ACCESS_TOKEN_COOKIE]: await jwt('access', -60),
      [REFRESH_TOKEN_COOKIE]: 'revoked',
    });

    const result = await withSession()(ctx);

    expect(result).toEqual({ redirect: { destination: '/login?next=%2Fnews', permanent: false } });
    expect(setCookies(ctx).some((line) => line.startsWith(`${REFRESH_TOKEN_COOKIE}=;`) && /Max-Age=0/.test(line))).toBe(
      true,
    );
  });

  it('renders two pages of one browser refreshing the same token at once, with rotation, with one refresh', async () => {
    const refresh = await jwt('refresh', 86_400);
    const fresh = await jwt('access', 900);
    let exchanges = 0;
    const calls = sessionEndpoints({
      validAccess: () => fresh,
      refresh: () => {
        exchanges += 1;
        return exchanges === 1
          ? HttpResponse.json({ access: fresh, refresh: 'rotated-refresh' })
          : HttpResponse.json({ detail: 'Token is blacklisted', code: 'token_not_valid' }, { status: 401 });
      },
    });
    const cookies = { [ACCESS_TOKEN_COOKIE]: await jwt('access', -60), [REFRESH_TOKEN_COOKIE]: refresh };
    const pages = [context('/', cookies), context('/news', cookies)];

    const results = await Promise.all(pages.map((ctx) => withSession()(ctx)));

    for (const result of results) expect(result).toHaveProperty('props.session.user.id', 3);
    expect(calls.filter((call) => call.path === '/api/v1/auth/api-token-refresh/')).toHaveLength(1);
    for (const ctx of pages) {
      expect(setCookies(ctx).some((line) => line.startsWith(`${REFRESH_TOKEN_COOKIE}=rotated-refresh;`))).toBe(true);
      expect(setCookies(ctx).some((line) => /Max-Age=0/.test(line))).toBe(false);
    }
  });

  it('leaves the cookies alone when the refresh token is refused as blacklisted: a concurrent request may have rotated it', async () => {
    sessionEndpoints({
      refresh: () => HttpResponse.json({ detail: 'Token is blacklisted', code: 'token_not_valid' }, { status: 401 }),
    });
    const ctx = context('/news', {
      [ACCESS_TOKEN_COOKIE]: await jwt('access', -60),
      [REFRESH_TOKEN_COOKIE]: await jwt('refresh', 86_400),
    });

    expect(await withSession()(ctx)).toEqual({ redirect: { destination: '/login?next=%2Fnews', permanent: false } });
    expect(setCookies(ctx)).toEqual([]);
  });

  it('refreshes and retries when the API refuses an access token that looks valid', async () => {
    const forged = await jwt('access', 900);
    const fresh = await jwt('access', 900);
    const calls = sessionEndpoints({ validAccess: () => fresh, refresh: () => HttpResponse.json({ access: fresh }) });
    const ctx = context('/', { [ACCESS_TOKEN_COOKIE]: forged, [REFRESH_TOKEN_COOKIE]: await jwt('refresh', 86_400) });

    const result = await withSession()(ctx);

    expect(result).toHaveProperty('props.session.user.id', 3);
    expect(calls.filter((call) => call.path === '/api/v1/auth/api-token-refresh/')).toHaveLength(1);
  });

  it('shows the 403 view to a non-staff user on a staff page', async () => {
    const access = await jwt('access', 900);
    sessionEndpoints();
    const ctx = context('/news/admin', { [ACCESS_TOKEN_COOKIE]: access });

    const result = await withSession({ policy: 'staffTools' })(ctx);

    expect(result).toHaveProperty('props.errorStatus', 403);
    expect(ctx.res.statusCode).toBe(403);
  });

  it('lets staff onto a staff page', async () => {
    sessionEndpoints({ user: buildUser({ isStaff: true }) });
    const result = await withSession({ policy: 'staffTools' })(
      context('/news/admin', { [ACCESS_TOKEN_COOKIE]: await jwt('access', 900) }),
    );
    expect(result).toHaveProperty('props.errorStatus', null);
  });

  it('shows the 403 view to staff who view the portal as a member, and lets them back with staff view on', async () => {
    const user = buildUser({ id: 3, isStaff: true });
    sessionEndpoints({ user });
    const access = await jwt('access', 900);
    const asMember = context('/news/admin', {
      [ACCESS_TOKEN_COOKIE]: access,
      [viewPreferencesKey(3)]: JSON.stringify({ viewAsStaff: false }),
    });

    const refused = await withSession({ policy: 'staffTools' })(asMember);

    expect(refused).toHaveProperty('props.errorStatus', 403);
    expect(refused).toHaveProperty('props.session.user.isStaff', true);
    expect(asMember.res.statusCode).toBe(403);

    const asStaff = await withSession({ policy: 'staffTools' })(
      context('/news/admin', {
        [ACCESS_TOKEN_COOKIE]: access,
        [viewPreferencesKey(3)]: JSON.stringify({ viewAsStaff: true, obfuscate: true }),
      }),
    );
    expect(asStaff).toHaveProperty('props.errorStatus', null);
  });

  it('asks the page’s policy action of the user: manage users for an owner, the 403 view for a shared account', async () => {
    const access = await jwt('access', 900);
    sessionEndpoints();
    const owner = await withSession({ policy: 'manageUsers' })(
      context('/settings/manage-users', { [ACCESS_TOKEN_COOKIE]: access }),
    );
    expect(owner).toHaveProperty('props.errorStatus', null);

    sessionEndpoints({ user: buildUser({ isShared: true }) });
    const ctx = context('/settings/manage-users', { [ACCESS_TOKEN_COOKIE]: access });
    const shared = await withSession({ policy: 'manageUsers' })(ctx);
    expect(shared).toHaveProperty('props.errorStatus', 403);
    expect(ctx.res.statusCode).toBe(403);
  });

  it('judges the developer panel by the real staff status, so staff viewing as a member keep it', async () => {
    sessionEndpoints({ user: buildUser({ id: 3, isStaff: true }) });
    const access = await jwt('access', 900);
    const asMember = { [ACCESS_TOKEN_COOKIE]: access, [viewPreferencesKey(3)]: JSON.stringify({ viewAsStaff: false }) };
    expect(await withSession({ policy: 'developerPanel' })(context('/', asMember))).toHaveProperty(
      'props.errorStatus',
      null,
    );
    expect(await withSession({ policy: 'staffTools' })(context('/', asMember))).toHaveProperty(
      'props.errorStatus',
      403,
    );
  });

  it('gives a signed-in user’s error view the frame’s texts and the error texts', async () => {
    sessionEndpoints();
    const result = await withSession({ policy: 'staffTools' })(
      context('/news/admin', { [ACCESS_TOKEN_COOKIE]: await jwt('access', 900) }),
    );
    const { ns } = (result as { props: { _nextI18Next: { ns: string[] } } }).props._nextI18Next;
    expect(ns).toEqual(expect.arrayContaining(['common', 'errors', 'notifications']));
    // The developer panel's texts come with the panel (lib/i18n/chunk-namespaces), not with the page.
    expect(ns).not.toContain('devPanel');
  });

  it('shows the 404 view when the user lacks the page feature', async () => {
    sessionEndpoints({ user: buildUser({ role: 17, levels: [{ id: 17, name: 'viewer' }] }) });
    server.use(
      http.get(`${API}/feature-flags/`, () =>
        HttpResponse.json(buildFeatureFlags({ [FEATURE.spendAndSavings]: { levels: [14, 15] } })),
      ),
    );
    const ctx = context('/reports/dashboard', { [ACCESS_TOKEN_COOKIE]: await jwt('access', 900) });

    const result = await withSession({ feature: FEATURE.spendAndSavings })(ctx);

    expect(result).toHaveProperty('props.errorStatus', 404);
  });

  it('sends an API failure to the error page with the status and the path', async () => {
    server.use(
      http.get(`${API}/me/`, () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
      http.get(`${API}/feature-flags/`, () => HttpResponse.json([])),
    );
    const result = await withSession()(context('/news', { [ACCESS_TOKEN_COOKIE]: await jwt('access', 900) }));
    expect(result).toEqual({ redirect: { destination: '/error?code=500&next=%2Fnews', permanent: false } });
  });

  it('sends an unreachable API to the error page as 503', async () => {
    server.use(
      http.get(`${API}/me/`, () => HttpResponse.error()),
      http.get(`${API}/feature-flags/`, () => HttpResponse.error()),
    );
    const result = await withSession()(context('/', { [ACCESS_TOKEN_COOKIE]: await jwt('access', 900) }));
    expect(result).toEqual({ redirect: { destination: '/error?code=503&next=%2F', permanent: false } });
  });

  it('passes the page data and its SWR fallback, and turns a 404 from the loader into the 404 view', async () => {
    sessionEndpoints();
    const access = await jwt('access', 900);
    const found = await withSession({
      load: async () => ({ props: { title: 'Hello' }, fallback: { '/news/1/': { id: 1 } } }),
    })(context('/news/1-hello', { [ACCESS_TOKEN_COOKIE]: access }));
    expect(found).toMatchObject({ props: { title: 'Hello', fallback: { '/news/1/': { id: 1 } } } });

    server.use(http.get(`${API}/news/9/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    const missing = await withSession({
      load: async ({ api }) => ({ props: { item: await api.get('/news/9/') } }),
    })(context('/news/9-gone', { [ACCESS_TOKEN_COOKIE]: access }));
    expect(missing).toHaveProperty('props.errorStatus', 404);
  });

  it('signs in with a magic-link token and redirects to the same page without it', async () => {
    const calls = sessionEndpoints({
      refresh: () => HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' }),
    });
    const ctx = context('/news?refresh=magic-token&page=2');

    const result = await withSession()(ctx);

    expect(result).toEqual({ redirect: { destination: '/news?page=2', permanent: false } });
    expect(calls).toEqual([{ path: '/api/v1/auth/api-token-refresh/', authorization: null }]);
    expect(setCookies(ctx).some((line) => line.startsWith(`${REFRESH_TOKEN_COOKIE}=new-refresh`))).toBe(true);
  });

  it('keeps the link’s token as the refresh cookie when the API answers an access token only', async () => {
    sessionEndpoints({ refresh: () => HttpResponse.json({ access: 'new-access' }) });
    const ctx = context('/news?refresh=magic-token');

    expect(await withSession()(ctx)).toEqual({ redirect: { destination: '/news', permanent: false } });

    const refreshCookie = setCookies(ctx).find((line) => line.startsWith(`${REFRESH_TOKEN_COOKIE}=`));
    expect(refreshCookie).toMatch(new RegExp(`^${REFRESH_TOKEN_COOKIE.replace('.', '\\.')}=magic-token;`));
    expect(refreshCookie).toMatch(/Max-Age=2592000/);
    expect(setCookies(ctx).some((line) => line.startsWith(`${ACCESS_TOKEN_COOKIE}=new-access;`))).toBe(true);
  });

  it('leads a magic link to the safe page it carries in next', async () => {
    sessionEndpoints({ refresh: () => HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' }) });
    expect(await withSession()(context('/?refresh=magic-token&next=%2Fnotifications%3Fpage%3D2'))).toEqual({
      redirect: { destination: '/notifications?page=2', permanent: false },
    });
    expect(await withSession()(context('/?refresh=magic-token&next=%2F%2Fevil.example'))).toEqual({
      redirect: { destination: '/', permanent: false },
    });
  });

  it('shares no magic link’s exchange with another request: the link signs in once', async () => {
    const calls = sessionEndpoints({
      refresh: () => HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' }),
    });

    await Promise.all([
      withSession()(context('/?refresh=magic-token')),
      withSession()(context('/?refresh=magic-token')),
    ]);

    expect(calls.filter((call) => call.path === '/api/v1/auth/api-token-refresh/')).toHaveLength(2);
  });

  it('sends a used or expired magic link to login', async () => {
    sessionEndpoints();
    const result = await withSession()(context('/?refresh=spent'));
    expect(result).toEqual({ redirect: { destination: '/login', permanent: false } });
  });
});

describe("a page's first call, asked with the session (me/with/)", () => {
  const user = buildUser({ language: { id: 14, code: 'sv', name: 'Svenska' } });
  const SURVEY = '/vetdata/surveys/7/';

  /** `me/with/` answering the user and `answer` for the path asked; records the paths asked. */
  function meWith(answer: { status: number; body: unknown }) {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/me/with/`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('path') ?? '');
        return HttpResponse.json({ me: user, answer });
      }),
    );
    return asked;
  }

  it('asks once for the user and the path, and the loader gets that answer without asking again', async () => {
    const calls = sessionEndpoints({ user });
    const asked = meWith({ status: 200, body: { id: 7, title: 'Enkät' } });
    // A second ask of the same path is the loader's own: answered by the API, not from memory.
    server.use(http.get(`${API}${SURVEY}`, () => HttpResponse.json({ id: 7, title: 'Fresh' })));
    const loaded: unknown[] = [];
    const result = await withSession({
      firstCall: () => SURVEY,
      load: async ({ api }) => {
        loaded.push(await api.get(SURVEY), await api.get(SURVEY));
        return { props: {} };
      },
    })(context('/vetdata/surveys/7', { [ACCESS_TOKEN_COOKIE]: await jwt('access', 900) }));
    expect(asked).toEqual([SURVEY]);
    expect(loaded).toEqual([
      { id: 7, title: 'Enkät' },
      { id: 7, title: 'Fresh' },
    ]);
    expect(calls.map((call) => call.path)).not.toContain('/api/v1/me/');
    expect(result).toHaveProperty('props.session.user.email', user.email);
  });

  it('hands a refusal to the loader as the error its own call would meet, without asking again', async () => {
    sessionEndpoints({ user });
    meWith({ status: 403, body: { detail: 'You do not have permission to perform this action.' } });
    let askedDirectly = 0;
    server.use(
      http.get(`${API}/digest/composer/`, () => {
        askedDirectly += 1;
        return HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 });
      }),
    );
    const result = await withSession({
      firstCall: () => '/digest/composer/',
      load: async ({ api }) => ({ props: { composer: await api.get('/digest/composer/') } }),
    })(context('/digest', { [ACCESS_TOKEN_COOKIE]: await jwt('access', 900) }));
    expect(askedDirectly).toBe(0);
    expect(result).toHaveProperty('props.errorStatus', 403);
  });

  it("leaves a 401 inside to the loader's own call, which refreshes as every call does", async () => {
    sessionEndpoints({ user });
    meWith({ status: 401, body: { detail: 'Token is invalid or expired', code: 'token_not_valid' } });
    server.use(http.get(`${API}${SURVEY}`, () => HttpResponse.json({ id: 7, title: 'Enkät' })));
    const result = await withSession({
      firstCall: () => SURVEY,
      load: async ({ api }) => ({ props: { survey: await api.get(SURVEY) } }),
    })(context('/vetdata/surveys/7', { [ACCESS_TOKEN_COOKIE]: await jwt('access', 900) }));
    expect(result).toHaveProperty('props.survey', { id: 7, title: 'Enkät' });
  });

  it('asks for me/ alone, from then on, once the API answers that it has no me/with/', async () => {
    const calls = sessionEndpoints({ user });
    let askedWith = 0;
    server.use(
      http.get(`${API}/me/with/`, () => {
        askedWith += 1;
        return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      }),
      http.get(`${API}${SURVEY}`, () => HttpResponse.json({ id: 7, title: 'Enkät' })),
    );
    const page = withSession({
      firstCall: () => SURVEY,
      load: async ({ api }) => ({ props: { survey: await api.get(SURVEY) } }),
    });
    const access = await jwt('access', 900);
    for (const round of [1, 2]) {
      const result = await page(context('/vetdata/surveys/7', { [ACCESS_TOKEN_COOKIE]: access }));
      expect(result).toHaveProperty('props.survey', { id: 7, title: 'Enkät' });
      expect(calls.filter((call) => call.path === '/api/v1/me/')).toHaveLength(round);
    }
    expect(askedWith).toBe(1);
  });
});

describe('withPublicPage', () => {
  it('speaks the language of the browser when nobody is signed in', async () => {
    const result = await withPublicPage({ namespaces: ['auth'] })(context('/login'));
    expect(result).toHaveProperty('props._nextI18Next.initialLocale', 'sv');
    // Every page carries the error texts: the crash screen may replace any of them.
    expect((result as { props: { _nextI18Next: { ns: string[] } } }).props._nextI18Next.ns).toEqual([
      'auth',
      'common',
      'errors',
    ]);
    expect(result).toHaveProperty('props.session', null);
  });

  it('speaks the language the page found out instead (an unsubscribe link knows its member)', async () => {
    const page = withPublicPage({ load: async () => ({ props: {}, locale: 'de' as const }) });
    const result = await page(context('/digest/unsubscribe/abc'));
    expect(result).toHaveProperty('props._nextI18Next.initialLocale', 'de');
  });

  it('sends a signed-in visitor of the login page on to a safe next page', async () => {
    const ctx = context('/login?next=%2F%2Fevil.example', { [ACCESS_TOKEN_COOKIE]: await jwt('access', 900) });
    const result = await withPublicPage({ redirectSignedIn: true })(ctx);
    expect(result).toEqual({ redirect: { destination: '/', permanent: false } });
  });
});

describe('withNotFoundPage', () => {
  it('answers a signed-in visitor with the 404 view in their frame and language', async () => {
    sessionEndpoints();
    const ctx = context('/no/such/page', { [ACCESS_TOKEN_COOKIE]: await jwt('access', 900) });

    const result = await withNotFoundPage()(ctx);

    expect(result).toMatchObject({ props: { errorStatus: 404, session: { user: { id: 3 } } } });
    expect(result).toHaveProperty('props._nextI18Next.initialLocale', 'sv');
    expect(ctx.res.statusCode).toBe(404);
    expect(ctx.res.getHeader('Cache-Control')).toBe('private, no-store');
  });

  it('answers a visitor without a session with the public 404, never a login redirect', async () => {
    const anonymous = context('/no/such/page');
    expect(await withNotFoundPage()(anonymous)).toMatchObject({ props: { session: null } });
    expect(anonymous.res.statusCode).toBe(404);

    sessionEndpoints({ validAccess: () => 'nothing-is-valid' });
    const refused = context('/no/such/page', {
      [ACCESS_TOKEN_COOKIE]: await jwt('access', -60),
      [REFRESH_TOKEN_COOKIE]: 'revoked',
    });
    expect(await withNotFoundPage()(refused)).toMatchObject({ props: { session: null } });
    expect(refused.res.statusCode).toBe(404);
  });
});

describe('page namespaces', () => {
  it('can depend on the session, e.g. the onboarding texts only for a user not yet onboarded', async () => {
    sessionEndpoints({ user: buildUser({ isOnboarded: true }) });
    const access = await jwt('access', 900);
    const options = {
      namespaces: ({ user }: { user: { isOnboarded: boolean } }) => (user.isOnboarded ? [] : ['onboarding']),
    };
    const onboarded = await withSession(options)(context('/', { [ACCESS_TOKEN_COOKIE]: access }));
    expect((onboarded as { props: { _nextI18Next: { ns: string[] } } }).props._nextI18Next.ns).not.toContain(
      'onboarding',
    );

    sessionEndpoints({ user: buildUser({ isOnboarded: false }) });
    const fresh = await withSession(options)(context('/', { [ACCESS_TOKEN_COOKIE]: access }));
    expect((fresh as { props: { _nextI18Next: { ns: string[] } } }).props._nextI18Next.ns).toContain('onboarding');
  });
});
