/** @jest-environment node */
import http from 'node:http';
import https from 'node:https';
import { delay, http as mock, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { createApiClient, type TokenStore } from '../client';
import { createNodeHttpAdapter } from '../node-http-adapter';

// The portal server's transport answers every call as axios' own adapter would: the same bodies,
// headers, errors, timeouts and token refresh.

const API = 'http://api.test/api/v1';
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
afterAll(() => {
  agents.http.destroy();
  agents.https.destroy();
});

function tokensOf(access: string | undefined, refresh?: string) {
  const state = { access, refresh };
  const store: TokenStore = {
    getAccessToken: () => state.access,
    getRefreshToken: () => state.refresh,
    saveTokens: (pair) => {
      state.access = pair.access;
      if (pair.refresh) state.refresh = pair.refresh;
    },
    clearTokens: () => {
      state.access = undefined;
      state.refresh = undefined;
    },
  };
  return { store, state };
}

function client(tokens: TokenStore = tokensOf('access-1').store, timeoutMs?: number) {
  return createApiClient({ baseURL: API, tokens, timeoutMs, transport: { adapter: createNodeHttpAdapter(agents) } });
}

describe('the node http adapter', () => {
  it('sends the token and reads a JSON answer', async () => {
    let seen: Headers | undefined;
    server.use(
      mock.get(`${API}/me/`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ id: 3, name: 'Åsa' });
      }),
    );
    await expect(client().get('/me/')).resolves.toEqual({ id: 3, name: 'Åsa' });
    expect(seen?.get('authorization')).toBe('Bearer access-1');
    expect(seen?.get('accept')).toBe('application/json');
  });

  it('sends a JSON body with its type and length', async () => {
    let received: { body: unknown; type: string | null; length: string | null } | undefined;
    server.use(
      mock.post(`${API}/forum/posts/`, async ({ request }) => {
        received = {
          type: request.headers.get('content-type'),
          length: request.headers.get('content-length'),
          body: await request.json(),
        };
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    await expect(client().post('/forum/posts/', { title: 'Vaccin – ny rutin' })).resolves.toEqual({ id: 9 });
    expect(received?.body).toEqual({ title: 'Vaccin – ny rutin' });
    expect(received?.type).toMatch(/^application\/json/);
    expect(received?.length).toBe(String(Buffer.byteLength(JSON.stringify({ title: 'Vaccin – ny rutin' }))));
  });

  it('answers an empty body and a text body as they came', async () => {
    server.use(
      mock.delete(`${API}/items/1/`, () => new HttpResponse(null, { status: 204 })),
      mock.get(`${API}/text/`, () => HttpResponse.text('not json')),
    );
    await expect(client().delete('/items/1/')).resolves.toBe('');
    await expect(client().get('/text/')).resolves.toBe('not json');
  });

  it('turns an error answer into the ApiError of its body, with Retry-After', async () => {
    server.use(
      mock.get(`${API}/busy/`, () =>
        HttpResponse.json(
          { detail: 'Slow down.', code: 'throttled' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
      mock.get(`${API}/gone/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    await expect(client().get('/busy/')).rejects.toMatchObject({
      status: 429,
      code: 'throttled',
      detail: 'Slow down.',
    });
    await expect(client().get('/gone/')).rejects.toMatchObject({ status: 404, detail: 'Not found.' });
  });

  it('refreshes an expired token once and replays the call', async () => {
    const tokens = tokensOf('expired', 'refresh-1');
    server.use(
      mock.get(`${API}/me/`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json({ id: 3 })
          : HttpResponse.json({ detail: 'Token is invalid', code: 'token_not_valid' }, { status: 401 }),
      ),
      mock.post(`${API}/auth/api-token-refresh/`, async ({ request }) =>
        ((await request.json()) as { refresh?: string }).refresh === 'refresh-1'
          ? HttpResponse.json({ access: 'fresh', refresh: 'refresh-2' })
          : HttpResponse.json({ detail: 'Token is invalid', code: 'token_not_valid' }, { status: 401 }),
      ),
    );
    await expect(client(tokens.store).get('/me/')).resolves.toEqual({ id: 3 });
    expect(tokens.state).toEqual({ access: 'fresh', refresh: 'refresh-2' });
  });

  it('gives up after the timeout, and reports an unreachable API as a network error', async () => {
    server.use(
      mock.get(`${API}/slow/`, async () => {
        await delay(200);
        return HttpResponse.json({});
      }),
      mock.get(`${API}/down/`, () => HttpResponse.error()),
    );
    await expect(client(undefined, 50).get('/slow/')).rejects.toMatchObject({ status: 0, code: 'timeout' });
    await expect(client().get('/down/')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('stops when the call is cancelled', async () => {
    server.use(
      mock.get(`${API}/slow/`, async () => {
        await delay(200);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const call = client().get('/slow/', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ status: 0 });
  });

  it('leaves a call with query parameters to axios, with the same answer', async () => {
    let query: string | undefined;
    server.use(
      mock.get(`${API}/news/`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ count: 0, results: [] });
      }),
    );
    await expect(client().get('/news/', { params: { categories: [1, 2] } })).resolves.toEqual({
      count: 0,
      results: [],
    });
    expect(query).toBe('?categories=1&categories=2');
  });
});
