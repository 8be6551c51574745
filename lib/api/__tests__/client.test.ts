import { delay, http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { ApiError } from '../api-error';
import { createApiClient, type TokenStore } from '../client';

const API = 'http://api.test/api/v1';
const INVALID_TOKEN = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };

/** A token store in memory that records what happened to it. */
function memoryTokens(access: string | undefined = 'old-access', refresh: string | undefined = 'refresh-1') {
  const state: { access: string | undefined; refresh: string | undefined; saves: number; clears: number } = {
    access,
    refresh,
    saves: 0,
    clears: 0,
  };
  const store: TokenStore = {
    getAccessToken: () => state.access,
    getRefreshToken: () => state.refresh,
    saveTokens(tokens) {
      state.saves += 1;
      state.access = tokens.access;
      if (tokens.refresh) state.refresh = tokens.refresh;
    },
    clearTokens() {
      state.clears += 1;
      state.access = undefined;
      state.refresh = undefined;
    },
  };
  return { store, state };
}

/** An endpoint that accepts only `validToken` and records the Authorization header of every call. */
function itemsEndpoint(validToken: string) {
  const calls: { id: string; authorization: string | null }[] = [];
  server.use(
    http.get(`${API}/items/:id/`, ({ request, params }) => {
      const authorization = request.headers.get('authorization');
      calls.push({ id: String(params.id), authorization });
      return authorization === `Bearer ${validToken}`
        ? HttpResponse.json({ id: params.id })
        : HttpResponse.json(INVALID_TOKEN, { status: 401 });
    }),
  );
  return calls;
}

function refreshEndpoint(answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/auth/api-token-refresh/`, async ({ request }) => {
      bodies.push(await request.json());
      await delay(20);
      return answer();
    }),
  );
  return bodies;
}

const N = 6;
const ids = Array.from({ length: N }, (_, index) => String(index + 1));

describe('the refresh queue', () => {
  it('turns N concurrent 401s into exactly one refresh and N replays with the new token', async () => {
    const tokens = memoryTokens();
    const calls = itemsEndpoint('new-access');
    const refreshBodies = refreshEndpoint(() => HttpResponse.json({ access: 'new-access' }));
    const onSessionEnd = jest.fn();
    const client = createApiClient({ baseURL: API, tokens: tokens.store, onSessionEnd });

    const results = await Promise.all(ids.map((id) => client.get<{ id: string }>(`/items/${id}/`)));

    expect(results).toEqual(ids.map((id) => ({ id })));
    expect(refreshBodies).toEqual([{ refresh: 'refresh-1' }]);
    expect(tokens.state.access).toBe('new-access');
    expect(tokens.state.refresh).toBe('refresh-1');
    for (const id of ids) {
      expect(calls.filter((call) => call.id === id).map((call) => call.authorization)).toEqual([
        'Bearer old-access',
        'Bearer new-access',
      ]);
    }
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('rejects all N when the refresh fails, clears the tokens once and does not loop', async () => {
    const tokens = memoryTokens();
    const calls = itemsEndpoint('never-valid');
    const refreshBodies = refreshEndpoint(() => HttpResponse.json(INVALID_TOKEN, { status: 401 }));
    const onSessionEnd = jest.fn();
    const client = createApiClient({ baseURL: API, tokens: tokens.store, onSessionEnd });

    const outcomes = await Promise.allSettled(ids.map((id) => client.get(`/items/${id}/`)));

    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    for (const outcome of outcomes) {
      const reason = (outcome as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.status).toBe(401);
    }
    expect(refreshBodies).toHaveLength(1);
    expect(calls).toHaveLength(N);
    expect(tokens.state).toMatchObject({ access: undefined, refresh: undefined, clears: 1 });
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('holds a request that starts during a refresh and sends it with the new token only', async () => {
    const tokens = memoryTokens();
    const calls = itemsEndpoint('new-access');
    refreshEndpoint(() => HttpResponse.json({ access: 'new-access' }));
    const client = createApiClient({ baseURL: API, tokens: tokens.store });

    const first = client.get('/items/1/');
    await delay(10); // the first request got its 401 and the refresh is under way
    const late = client.get('/items/2/');
    await Promise.all([first, late]);

    expect(calls.filter((call) => call.id === '2').map((call) => call.authorization)).toEqual(['Bearer new-access']);
  });

  it('does not refresh again when the replay is refused too', async () => {
    const tokens = memoryTokens();
    const calls = itemsEndpoint('never-valid');
    const refreshBodies = refreshEndpoint(() => HttpResponse.json({ access: 'new-access' }));
    const client = createApiClient({ baseURL: API, tokens: tokens.store });

    await expect(client.get('/items/1/')).rejects.toMatchObject({ status: 401, code: 'token_not_valid' });
    expect(refreshBodies).toHaveLength(1);
    expect(calls).toHaveLength(2);
  });

  it('leaves a 401 that is not about the token alone', async () => {
    const tokens = memoryTokens();
    const refreshBodies = refreshEndpoint(() => HttpResponse.json({ access: 'new-access' }));
    server.use(
      http.get(`${API}/me/`, () =>
        HttpResponse.json(
          { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' },
          { status: 401 },
        ),
      ),
    );
    const client = createApiClient({ baseURL: API, tokens: tokens.store });

    await expect(client.get('/me/')).rejects.toMatchObject({ status: 401, code: 'not_authenticated' });
    expect(refreshBodies).toHaveLength(0);
  });

  it('keeps the tokens when the refresh fails for want of a connection', async () => {
    const tokens = memoryTokens();
    itemsEndpoint('new-access');
    server.use(http.post(`${API}/auth/api-token-refresh/`, () => HttpResponse.error()));
    const onSessionEnd = jest.fn();
    const client = createApiClient({ baseURL: API, tokens: tokens.store, onSessionEnd });

    await expect(client.get('/items/1/')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(tokens.state).toMatchObject({ access: 'old-access', refresh: 'refresh-1', clears: 0 });
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('sends no Authorization header with skipAuth and never refreshes for it', async () => {
    const tokens = memoryTokens();
    const calls = itemsEndpoint('new-access');
    const refreshBodies = refreshEndpoint(() => HttpResponse.json({ access: 'new-access' }));
    const client = createApiClient({ baseURL: API, tokens: tokens.store });

    await expect(client.get('/items/9/', { skipAuth: true })).rejects.toMatchObject({ status: 401 });
    expect(calls).toEqual([{ id: '9', authorization: null }]);
    expect(refreshBodies).toHaveLength(0);
  });

  it('saves a rotated refresh token when the API sends one', async () => {
    const tokens = memoryTokens();
    itemsEndpoint('new-access');
    refreshEndpoint(() => HttpResponse.json({ access: 'new-access', refresh: 'refresh-2' }));
    const client = createApiClient({ baseURL: API, tokens: tokens.store });

    await client.get('/items/1/');
    expect(tokens.state).toMatchObject({ access: 'new-access', refresh: 'refresh-2' });
  });
});

describe('requests and errors', () => {
  it('turns DRF errors into ApiError with field and form messages', async () => {
    server.use(
      http.post(`${API}/auth/api-token-auth/`, () =>
        HttpResponse.json({ nonFieldErrors: ['No active account found with the given credentials'] }, { status: 400 }),
      ),
      http.patch(`${API}/me/`, () =>
        HttpResponse.json({ phoneNumber: ['Enter a valid phone number.'] }, { status: 400 }),
      ),
    );
    const client = createApiClient({ baseURL: API, tokens: memoryTokens().store });

    await expect(client.post('/auth/api-token-auth/', {}, { skipAuth: true })).rejects.toMatchObject({
      status: 400,
      formMessages: ['No active account found with the given credentials'],
    });
    await expect(client.patch('/me/', {})).rejects.toMatchObject({
      fieldErrors: { phoneNumber: ['Enter a valid phone number.'] },
    });
  });

  it('reads nested field errors (DRF nested serializers) as dotted fields', async () => {
    server.use(
      http.patch(`${API}/maintenance-status/`, () =>
        HttpResponse.json(
          {
            deployDate: ['Datetime has wrong format.'],
            infoMessage: { eventToTime: ['The event cannot end before it starts.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const client = createApiClient({ baseURL: API, tokens: memoryTokens().store });

    const error = await client.patch('/maintenance-status/', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      fieldErrors: {
        deployDate: ['Datetime has wrong format.'],
        'infoMessage.eventToTime': ['The event cannot end before it starts.'],
      },
    });
  });

  it('reads Retry-After from a 429', async () => {
    server.use(
      http.post(`${API}/auth/api-token-auth/`, () =>
        HttpResponse.json({ detail: 'Request was throttled.' }, { status: 429, headers: { 'Retry-After': '42' } }),
      ),
    );
    const client = createApiClient({ baseURL: API, tokens: memoryTokens().store });
    await expect(client.post('/auth/api-token-auth/', {}, { skipAuth: true })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
    });
  });

  it('sends list parameters as repeated keys, as DRF reads them', async () => {
    let query = '';
    server.use(
      http.get(`${API}/news/`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
      }),
    );
    const client = createApiClient({ baseURL: API, tokens: memoryTokens().store });
    await client.get('/news/', { params: { categories: [1, 2], page: 2 } });
    expect(query).toBe('?categories=1&categories=2&page=2');
  });
});
