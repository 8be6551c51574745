import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { ApiError, apiErrorFromResponse } from '@/lib/api/api-error';
import type { TokenPair } from '@/lib/auth/token-cookies';
import { API_TIMEOUT_MS } from '@/lib/config/limits';
import { AUTH_API } from '@/lib/contract/auth';

/** Where the client reads and writes the token pair: cookies in the browser, the request on the server. */
export type TokenStore = {
  getAccessToken(): string | undefined;
  getRefreshToken(): string | undefined;
  saveTokens(tokens: TokenPair): void;
  clearTokens(): void;
};

export type ApiClientOptions = {
  /** The API root, e.g. `/api/v1` in the browser or `http://127.0.0.1:8000/api/v1` on the server. */
  baseURL: string;
  tokens: TokenStore;
  timeoutMs?: number;
  /** Called once each time a refresh fails: the session is over and the tokens are already cleared. */
  onSessionEnd?: () => void;
  /**
   * Runs a refresh while holding a lock every tab of the browser shares (lib/auth/refresh-lock), so
   * the tabs refresh one at a time and a tab that waited uses the tokens the one before it stored.
   */
  refreshLock?: <T>(task: () => Promise<T>) => Promise<T>;
  /**
   * Lets callers that hold the same refresh token share one exchange of it (the portal's server,
   * lib/auth/shared-refresh): with rotation the API accepts a refresh token once.
   */
  shareExchange?: (refresh: string, exchange: () => Promise<TokenPair>) => Promise<TokenPair>;
  /**
   * Whether a refused refresh leaves the stored tokens alone: on the server, whose cookies may be
   * older than the browser's, a token refused as blacklisted may have been rotated by a concurrent
   * request, and clearing it would overwrite that winner's new cookies.
   */
  keepTokensOnRefusal?: (error: ApiError) => boolean;
  /** Extra axios settings, e.g. a keep-alive agent on the server. */
  transport?: Pick<AxiosRequestConfig, 'httpAgent' | 'httpsAgent' | 'adapter' | 'maxRedirects'>;
};

export type RequestOptions = {
  params?: Record<string, unknown>;
  signal?: AbortSignal;
  skipAuth?: boolean;
  headers?: Record<string, string>;
  responseType?: 'json' | 'blob' | 'arraybuffer' | 'text';
};

/** The portal's HTTP client: every call resolves to the response body or rejects with an ApiError. */
export type ApiClient = {
  /** Exchanges the refresh token for a new access token now; concurrent calls share one refresh. */
  refreshTokens(): Promise<void>;
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = void>(url: string, options?: RequestOptions): Promise<T>;
};

export const TOKEN_REFRESH_PATH = AUTH_API.refresh;

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    if (error.response) {
      const { status, data, headers } = error.response;
      return apiErrorFromResponse(status, data, headers['retry-after']);
    }
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    return new ApiError({ status: 0, code: timedOut ? 'timeout' : 'network_error', detail: error.message });
  }
  return new ApiError({
    status: 0,
    code: 'client_error',
    detail: error instanceof Error ? error.message : String(error),
  });
}

/**
 * The axios instances, one per API root, timeout and transport: an instance holds no client's
 * tokens (each call carries its own header), so the portal's server, which makes a client per page
 * request, need not build an instance each time (building one cost as much CPU as a call). Kept per
 * transport object, so a caller that passes a new one each time gets a new instance, collected with it.
 */
const instancesByTransport = new WeakMap<object, Map<string, AxiosInstance>>();
const NO_TRANSPORT = {};

function axiosInstanceFor(options: ApiClientOptions): AxiosInstance {
  const transport = options.transport ?? NO_TRANSPORT;
  let instances = instancesByTransport.get(transport);
  if (!instances) {
    instances = new Map();
    instancesByTransport.set(transport, instances);
  }
  const key = `${options.baseURL}|${options.timeoutMs ?? API_TIMEOUT_MS}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = axios.create({
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? API_TIMEOUT_MS,
      headers: { Accept: 'application/json' },
      // DRF reads repeated keys (`categories=1&categories=2`), not `categories[]=1`.
      paramsSerializer: { indexes: null },
      ...options.transport,
    });
    instances.set(key, instance);
  }
  return instance;
}

/**
 * Creates the one HTTP client (ARCHITECTURE "Session and data flow"). A 401 whose code says the
 * token is not valid starts a single refresh; every request that fails or starts while it runs
 * waits for it and is replayed once with the new token. A failed refresh clears the tokens,
 * calls `onSessionEnd` once and rejects every waiting request. Replays and refresh calls never
 * refresh again, so the client cannot loop.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens, onSessionEnd } = options;
  const http = axiosInstanceFor(options);

  let pendingRefresh: Promise<void> | null = null;

  async function exchange(refresh: string): Promise<void> {
    const post = () =>
      send<TokenPair>({ method: 'POST', url: TOKEN_REFRESH_PATH, data: { refresh } }, { skipAuth: true });
    tokens.saveTokens(await (options.shareExchange ? options.shareExchange(refresh, post) : post()));
  }

  /** Only an answer that rejects the refresh token ends the session; a network failure or a 5xx keeps it. */
  const isRefusal = (error: ApiError) => error.status === 400 || error.status === 401;

  /**
   * Refreshes unless the stored tokens changed since `seenAccess` was read: then another tab (or
   * the portal's server, answering a page of this browser) has refreshed already, and its tokens
   * are used. A refused refresh token is read again before giving up: if another holder rotated it
   * meanwhile, the stored one is tried once. The browser's cookies are shared by every tab, so a
   * session must only end when the token this browser holds now is refused.
   */
  async function refreshUnlessDone(seenAccess: string | undefined): Promise<void> {
    let refused: ApiError | undefined;
    let tried: string | undefined;
    for (;;) {
      const access = tokens.getAccessToken();
      if (access !== undefined && access !== seenAccess) return;
      const refresh = tokens.getRefreshToken();
      if (refused && (!refresh || refresh === tried)) throw refused;
      if (!refresh) throw new ApiError({ status: 401, code: 'token_not_valid', detail: 'No refresh token.' });
      tried = refresh;
      try {
        await exchange(refresh);
        return;
      } catch (error) {
        refused = toApiError(error);
        if (!isRefusal(refused)) throw refused;
      }
    }
  }

  function refreshOnce(): Promise<void> {
    const seenAccess = tokens.getAccessToken();
    const run = () => refreshUnlessDone(seenAccess);
    pendingRefresh ??= (options.refreshLock ? options.refreshLock(run) : run())
      .catch((error: unknown) => {
        const refreshError = toApiError(error);
        if (isRefusal(refreshError)) {
          if (!options.keepTokensOnRefusal?.(refreshError)) tokens.clearTokens();
          onSessionEnd?.();
        }
        throw refreshError;
      })
      .finally(() => {
        pendingRefresh = null;
      });
    return pendingRefresh;
  }

  /**
   * One call with the stored access token. A call that starts while a refresh runs waits for it (if
   * that fails, the call is not sent at all); a 401 whose code says the token is not valid refreshes
   * once, unless another call already replaced the token, and replays the call once.
   */
  async function send<T>(
    config: AxiosRequestConfig,
    requestOptions: RequestOptions = {},
    isReplay = false,
  ): Promise<T> {
    const { skipAuth = false } = requestOptions;
    if (!skipAuth && pendingRefresh) await pendingRefresh;
    const sentToken = skipAuth ? undefined : tokens.getAccessToken();
    const headers = sentToken
      ? { ...requestOptions.headers, Authorization: `Bearer ${sentToken}` }
      : requestOptions.headers;
    try {
      const { data } = await http.request<T>({
        ...config,
        params: requestOptions.params,
        signal: requestOptions.signal,
        headers,
        responseType: requestOptions.responseType,
      });
      return data;
    } catch (error) {
      const apiError = toApiError(error);
      if (skipAuth || isReplay || !apiError.isInvalidToken) throw apiError;
      // The token this call carried was already replaced (another call refreshed it): just replay.
      const tokenChanged = tokens.getAccessToken() !== undefined && tokens.getAccessToken() !== sentToken;
      if (!tokenChanged) {
        if (!tokens.getRefreshToken()) throw apiError;
        await refreshOnce();
      }
      return send<T>(config, requestOptions, true);
    }
  }

  return {
    refreshTokens: refreshOnce,
    get: (url, requestOptions) => send({ method: 'GET', url }, requestOptions),
    post: (url, body, requestOptions) => send({ method: 'POST', url, data: body }, requestOptions),
    put: (url, body, requestOptions) => send({ method: 'PUT', url, data: body }, requestOptions),
    patch: (url, body, requestOptions) => send({ method: 'PATCH', url, data: body }, requestOptions),
    delete: (url, requestOptions) => send({ method: 'DELETE', url }, requestOptions),
  };
}
