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

/** A refresh endpoint with rotation and a blacklist, as simplejwt's: each refresh token works once. */
function rotatingRefreshEndpoint() {
  const bodies: string[] = [];
  const used = new Set<string>();
  let issued = 1;
  server.use(
    http.post(`${API}/auth/api-token-refresh/`, async ({ request }) => {
      const { refresh } = (await request.json()) as { refresh: string };
      bodies.push(refresh);
      await delay(20);
      if (used.has(refresh)) {
        return HttpResponse.json({ detail: 'Token is blacklisted', code: 'token_not_valid' }, { status: 401 });
      }
      used.add(refresh);
      issued += 1;
      return HttpResponse.json({ access: `access-${issued}`, refresh: `refresh-${issued}` });
    }),
  );
  return bodies;
}

/** A lock two clients share, as the tabs of one browser share a Web Lock: one holder at a time. */
function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

describe('two tabs sharing one cookie jar, with refresh rotation', () => {
  it('refresh once per browser: the tab that waited for the lock uses the tokens the other stored', async () => {
    const jar = memoryTokens('expired-access', 'refresh-1');
    const calls = itemsEndpoint('access-2');
    const refreshBodies = rotatingRefreshEndpoint();
    const onSessionEnd = jest.fn();
    const lock = sharedLock();
    const tabA = createApiClient({ baseURL: API, tokens: jar.store, onSessionEnd, refreshLock: lock });
    const tabB = createApiClient({ baseURL: API, tokens: jar.store, onSessionEnd, refreshLock: lock });

    const results = await Promise.all([tabA.get('/items/1/'), tabB.get('/items/2/')]);

    expect(results).toEqual([{ id: '1' }, { id: '2' }]);
    expect(refreshBodies).toEqual(['refresh-1']);
    expect(jar.state).toMatchObject({ access: 'access-2', refresh: 'refresh-2', clears: 0 });
    expect(calls.filter((call) => call.authorization === 'Bearer access-2')).toHaveLength(2);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('without a lock, reads the stored token again when its refresh is refused, and replays with it', async () => {
    const jar = memoryTokens('expired-access', 'refresh-1');
    itemsEndpoint('access-2');
    const refreshBodies = rotatingRefreshEndpoint();
    const onSessionEnd = jest.fn();
    const tabA = createApiClient({ baseURL: API, tokens: jar.store, onSessionEnd });
    const tabB = createApiClient({ baseURL: API, tokens: jar.store, onSessionEnd });

    const results = await Promise.all([tabA.get('/items/1/'), tabB.get('/items/2/')]);

    expect(results).toEqual([{ id: '1' }, { id: '2' }]);
    expect(refreshBodies).toEqual(['refresh-1', 'refresh-1']);
    expect(jar.state).toMatchObject({ access: 'access-2', refresh: 'refresh-2', clears: 0 });
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('tries the stored refresh token once when another holder rotated it but left no new access token', async () => {
    const jar = memoryTokens(undefined, 'refresh-1');
    const refreshBodies: string[] = [];
    server.use(
      http.post(`${API}/auth/api-token-refresh/`, async ({ request }) => {
        const { refresh } = (await request.json()) as { refresh: string };
        refreshBodies.push(refresh);
        if (refresh === 'refresh-1') {
          jar.state.refresh = 'refresh-9'; // the portal's server rotated it for a page of this browser
          return HttpResponse.json({ detail: 'Token is blacklisted', code: 'token_not_valid' }, { status: 401 });
        }
        return HttpResponse.json({ access: 'access-10', refresh: 'refresh-10' });
      }),
    );
    const onSessionEnd = jest.fn();
    const client = createApiClient({ baseURL: API, tokens: jar.store, onSessionEnd });

    await client.refreshTokens();

    expect(refreshBodies).toEqual(['refresh-1', 'refresh-9']);
    expect(jar.state).toMatchObject({ access: 'access-10', refresh: 'refresh-10', clears: 0 });
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('ends the session when the token it holds now is the one refused', async () => {
    const jar = memoryTokens('expired-access', 'refresh-1');
    server.use(
      http.post(`${API}/auth/api-token-refresh/`, () =>
        HttpResponse.json({ detail: 'Token is blacklisted', code: 'token_not_valid' }, { status: 401 }),
      ),
    );
    const onSessionEnd = jest.fn();
    const client = createApiClient({ baseURL: API, tokens: jar.store, onSessionEnd, refreshLock: sharedLock() });

    await expect(client.refreshTokens()).rejects.toMatchObject({ status: 401, isBlacklistedToken: true });
    expect(jar.state).toMatchObject({ access: undefined, refresh: undefined, clears: 1 });
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('keeps the tokens of a refusal the server may have lost to a concurrent request (keepTokensOnRefusal)', async () => {
    const jar = memoryTokens('expired-access', 'refresh-1');
    server.use(
      http.post(`${API}/auth/api-token-refresh/`, () =>
        HttpResponse.json({ detail: 'Token is blacklisted', code: 'token_not_valid' }, { status: 401 }),
      ),
    );
    const client = createApiClient({
      baseURL: API,
      tokens: jar.store,
      keepTokensOnRefusal: (error) => error.isBlacklistedToken,
    });

    await expect(client.refreshTokens()).rejects.toMatchObject({ status: 401 });
    expect(jar.state.clears).toBe(0);
  });

  it('shares one exchange of a refresh token among clients through shareExchange', async () => {
    const refreshBodies = rotatingRefreshEndpoint();
    const shared = new Map<string, Promise<{ access: string; refresh?: string }>>();
    const shareExchange = (refresh: string, exchange: () => Promise<{ access: string; refresh?: string }>) => {
      const answer = shared.get(refresh) ?? exchange();
      shared.set(refresh, answer);
      return answer;
    };
    const requests = [memoryTokens('expired', 'refresh-1'), memoryTokens('expired', 'refresh-1')];

    await Promise.all(
      requests.map((request) =>
        createApiClient({ baseURL: API, tokens: request.store, shareExchange }).refreshTokens(),
      ),
    );

    expect(refreshBodies).toEqual(['refresh-1']);
    for (const request of requests) expect(request.state).toMatchObject({ access: 'access-2', refresh: 'refresh-2' });
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
