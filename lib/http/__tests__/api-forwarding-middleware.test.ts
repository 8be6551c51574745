/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { clearSharedRefreshExchanges } from '@/lib/auth/shared-refresh';
import { API_PREFIX } from '@/lib/contract/api-prefix';
import { config, middleware } from '@/middleware';
import { server } from '@/testing/msw-server';
import {
  FORWARDING_FAILURE,
  forwardApiRequest,
  forwardedRequestHeaders,
  oversizedBodyResponse,
  uploadBodyMaxBytes,
} from '../api-forwarding';

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
    // The last entry is the peer the portal's server recorded; the client's claim before it is not believed.
    expect(seen[0]?.headers.get('x-forwarded-for')).toBe('10.0.0.1');
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

describe('the client address the admin API gets', () => {
  async function forwardedFor(claimed: Record<string, string>): Promise<string | null> {
    let seen: string | null = null;
    server.use(
      http.get(`${API}/api/v1/me/`, ({ request }) => {
        seen = request.headers.get('x-forwarded-for');
        return HttpResponse.json({});
      }),
    );
    await middleware(portalRequest('/api/v1/me/', { headers: claimed }));
    return seen;
  }

  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS;
  });

  it('is the address the portal saw, whatever the browser claims (no trusted proxy by default)', async () => {
    // What the portal's server makes of a browser at 203.0.113.5 claiming to be 198.51.100.1 and 198.51.100.2.
    expect(await forwardedFor({ 'x-forwarded-for': '198.51.100.1, 198.51.100.2, 203.0.113.5' })).toBe('203.0.113.5');
    expect(await forwardedFor({ 'x-forwarded-for': '203.0.113.5', 'x-real-ip': '198.51.100.1' })).toBe('203.0.113.5');
  });

  it('is the address the trusted proxy saw when TRUSTED_PROXY_HOPS names one', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    // The browser's claim, the browser as the proxy saw it, the proxy as the portal saw it.
    expect(await forwardedFor({ 'x-forwarded-for': '198.51.100.1, 203.0.113.5, 10.0.0.2' })).toBe('203.0.113.5');
  });
});

describe('a body too large to forward', () => {
  it('answers the portal’s own 413 {detail, code} without calling the API', async () => {
    let called = false;
    server.use(
      http.post(`${API}/api/v1/:path*`, () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    const post = (path: string, contentType: string, length: number) =>
      middleware(
        portalRequest(path, {
          method: 'POST',
          body: 'x',
          headers: { 'content-type': contentType, 'content-length': String(length) },
        }),
      );

    const upload = await post('/api/v1/news-files/', 'multipart/form-data; boundary=x', 12 * 1024 * 1024);
    expect(upload.status).toBe(413);
    expect(await upload.json()).toEqual({ detail: 'The file is too large: at most 10 MB.', code: 'upload_too_large' });
    const json = await post('/api/v1/clickstream/activity/', 'application/json', 1024 * 1024 + 1);
    expect(json.status).toBe(413);
    expect(await json.json()).toEqual({ detail: 'The request is too large.', code: 'request_too_large' });
    expect(called).toBe(false);
  });

  it('forwards what Next hands over whole (the limit next.config.js sets)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const nextConfig = require('../../../next.config.js') as { experimental: { proxyClientMaxBodySize: number } };
    expect(nextConfig.experimental.proxyClientMaxBodySize).toBe(uploadBodyMaxBytes());
    expect(uploadBodyMaxBytes('20')).toBe(21 * 1024 * 1024);
    const headers = new Headers({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': '10000000' });
    expect(oversizedBodyResponse(headers)).toBeNull();
    expect(
      oversizedBodyResponse(new Headers({ 'content-type': 'application/json', 'content-length': '1048576' })),
    ).toBeNull();
  });

  it("runs on the contract's API prefix, which Next needs written out in the matcher", () => {
    expect(config.matcher).toContain(`${API_PREFIX}/:path*`);
    expect(config.matcher).toContain(`/((?!_next/|${API_PREFIX.slice(1)}/).+)/`);
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
