/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { clearSharedRefreshExchanges } from '@/lib/auth/shared-refresh';
import { middleware } from '@/middleware';
import { server } from '@/testing/msw-server';
import { FORWARDING_FAILURE, forwardApiRequest, forwardedRequestHeaders } from '../api-forwarding';

const API = 'http://api.internal.test:8000';
const PORTAL = 'http://portal.test';

beforeEach(() => {
  process.env.API_URL = API;
});

afterEach(() => {
  delete process.env.API_URL;
});

function portalRequest(path: string, init: ConstructorParameters<typeof NextRequest>[1] = {}): NextRequest {
  return new NextRequest(new URL(path, PORTAL), {
    ...init,
    headers: { host: 'portal.test', ...Object.fromEntries(new Headers(init.headers)) },
  });
}

describe('forwarding /api/v1/* to the admin API', () => {
  it('passes the call through and streams the answer back as it is', async () => {
    const seen: { url: string; method: string; body: unknown; headers: Headers }[] = [];
    server.use(
      http.post(`${API}/api/v1/news/`, async ({ request }) => {
        seen.push({ url: request.url, method: request.method, body: await request.json(), headers: request.headers });
        return HttpResponse.json({ id: 9 }, { status: 201, headers: { 'x-api-answer': 'yes' } });
      }),
    );
    const response = await middleware(
      portalRequest('/api/v1/news/?draft=1', {
        method: 'POST',
        body: JSON.stringify({ title: 'Hello' }),
        headers: {
          'content-type': 'application/json',
          'content-length': '17',
          authorization: 'Bearer abc',
          cookie: 'vetnet.accessToken=secret',
          'x-forwarded-for': '10.0.0.7, 10.0.0.1',
        },
      }),
    );

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 9 });
    expect(response.headers.get('x-api-answer')).toBe('yes');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe(`${API}/api/v1/news/?draft=1`);
    expect(seen[0]?.body).toEqual({ title: 'Hello' });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer abc');
    expect(seen[0]?.headers.get('cookie')).toBeNull();
    expect(seen[0]?.headers.get('x-forwarded-for')).toBe('10.0.0.7');
    expect(seen[0]?.headers.get('x-forwarded-host')).toBe('portal.test');
    expect(seen[0]?.headers.get('content-length')).toBe('17');
  });

  it('never tells the browser the admin API’s address', async () => {
    server.use(
      http.get(`${API}/api/v1/maintenance-status/`, () => HttpResponse.json({ backendDeployInProgress: false })),
    );
    const response = await middleware(portalRequest('/api/v1/maintenance-status/'));

    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    for (const [name, value] of response.headers) {
      expect(`${name}: ${value}`).not.toContain('api.internal.test');
    }
  });

  it('passes redirects and error answers through untouched', async () => {
    server.use(
      http.get(
        `${API}/api/v1/moved/`,
        () => new HttpResponse(null, { status: 302, headers: { location: '/api/v1/elsewhere/' } }),
      ),
      http.get(`${API}/api/v1/me/`, () =>
        HttpResponse.json({ detail: 'Given token not valid', code: 'token_not_valid' }, { status: 401 }),
      ),
    );
    const moved = await middleware(portalRequest('/api/v1/moved/'));
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/api/v1/elsewhere/');
    const refused = await middleware(portalRequest('/api/v1/me/'));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ detail: 'Given token not valid', code: 'token_not_valid' });
  });

  it('answers 502 with a JSON {detail, code} when the admin API cannot be reached', async () => {
    server.use(http.post(`${API}/api/v1/auth/api-token-auth/`, () => HttpResponse.error()));
    const response = await middleware(portalRequest('/api/v1/auth/api-token-auth/', { method: 'POST', body: '{}' }));

    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ detail: FORWARDING_FAILURE.unreachable.detail, code: 'api_unreachable' });
  });
});

describe('the browser’s token refresh', () => {
  const REFRESH = '/api/v1/auth/api-token-refresh/';
  beforeEach(() => clearSharedRefreshExchanges());

  function refreshCall(body: string) {
    return middleware(
      portalRequest(REFRESH, { method: 'POST', body, headers: { 'content-type': 'application/json' } }),
    );
  }

  it('shares one exchange of a refresh token among the calls that carry it (rotation accepts it once)', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}${REFRESH}`, async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1
          ? HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' })
          : HttpResponse.json({ detail: 'Token is blacklisted', code: 'token_not_valid' }, { status: 401 });
      }),
    );

    const answers = await Promise.all([refreshCall('{"refresh":"refresh-1"}'), refreshCall('{"refresh":"refresh-1"}')]);

    expect(sent).toEqual([{ refresh: 'refresh-1' }]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({ access: 'access-2', refresh: 'refresh-2' });
    }
  });

  it('answers a refusal with the API’s status, detail and code', async () => {
    server.use(
      http.post(`${API}${REFRESH}`, () =>
        HttpResponse.json({ detail: 'Token is invalid or expired', code: 'token_not_valid' }, { status: 401 }),
      ),
    );
    const answer = await refreshCall('{"refresh":"expired"}');
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
  });

  it('forwards a body without a refresh token as it is, for the API’s own answer', async () => {
    const sent: string[] = [];
    server.use(
      http.post(`${API}${REFRESH}`, async ({ request }) => {
        sent.push(await request.text());
        return HttpResponse.json({ refresh: ['This field is required.'] }, { status: 400 });
      }),
    );
    const answer = await refreshCall('{}');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ refresh: ['This field is required.'] });
    expect(sent).toEqual(['{}']);
  });
});

describe('forwardApiRequest', () => {
  const target = new URL('/api/v1/me/', API);

  it('answers 503 with a JSON {detail, code} when the admin API does not answer in time', async () => {
    // A fetch that answers only when it is aborted, as a hung server would.
    const hanging = ((_url: URL, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as unknown as typeof fetch;
    const response = await forwardApiRequest(target, {
      method: 'GET',
      headers: new Headers(),
      body: null,
      timeoutMs: 1,
      fetchImpl: hanging,
    });

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ detail: FORWARDING_FAILURE.timeout.detail, code: 'api_unavailable' });
  });

  it('drops an encoding fetch has already undone, so the browser does not decode twice', async () => {
    const encoded = (async () =>
      new Response('{"a":1}', {
        headers: { 'content-encoding': 'gzip', 'content-length': '99', 'content-type': 'application/json' },
      })) as unknown as typeof fetch;
    const response = await forwardApiRequest(target, {
      method: 'GET',
      headers: new Headers(),
      body: null,
      fetchImpl: encoded,
    });

    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBeNull();
    expect(await response.json()).toEqual({ a: 1 });
  });
});

describe('forwardedRequestHeaders', () => {
  it('keeps the call’s own headers and drops cookies, connection headers and compression', () => {
    const headers = forwardedRequestHeaders(
      new Headers({
        host: 'portal.test',
        cookie: 'a=b',
        connection: 'keep-alive',
        'accept-encoding': 'gzip',
        'content-type': 'application/json',
        'content-length': '11',
        'accept-language': 'sv',
      }),
    );
    expect(Object.fromEntries(headers)).toEqual({
      'content-type': 'application/json',
      'content-length': '11',
      'accept-language': 'sv',
      'x-forwarded-host': 'portal.test',
    });
  });
});
