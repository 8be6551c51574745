import axios, { type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, apiErrorFromResponse } from '@/lib/api/api-error';
import type { TokenPair } from '@/lib/auth/token-cookies';
import { API_TIMEOUT_MS } from '@/lib/config/limits';
import { AUTH_API } from '@/lib/contract/auth';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send without the Bearer header and never refresh (login, refresh, public calls). */
    skipAuth?: boolean;
    /** Set on the replay of a request after a refresh: a replay never refreshes again. */
    isReplay?: boolean;
    /** The access token the request was sent with, to tell a stale 401 from a fresh one. */
    sentToken?: string;
  }
}

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
 * Creates the one HTTP client (ARCHITECTURE "Session and data flow"). A 401 whose code says the
 * token is not valid starts a single refresh; every request that fails or starts while it runs
 * waits for it and is replayed once with the new token. A failed refresh clears the tokens,
 * calls `onSessionEnd` once and rejects every waiting request. Replays and refresh calls never
 * refresh again, so the client cannot loop.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens, onSessionEnd } = options;
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? API_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    // DRF reads repeated keys (`categories=1&categories=2`), not `categories[]=1`.
    paramsSerializer: { indexes: null },
    ...options.transport,
  });

  let pendingRefresh: Promise<void> | null = null;

  async function exchange(refresh: string): Promise<void> {
    const post = async () => (await http.post<TokenPair>(TOKEN_REFRESH_PATH, { refresh }, { skipAuth: true })).data;
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

  http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    if (config.skipAuth) return config;
    // A request that starts while a refresh runs waits for it; if it fails, it is not sent at all.
    if (pendingRefresh) await pendingRefresh;
    const access = tokens.getAccessToken();
    config.sentToken = access;
    if (access) config.headers.set('Authorization', `Bearer ${access}`);
    else config.headers.delete('Authorization');
    return config;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    const apiError = toApiError(error);
    const config = axios.isAxiosError(error) ? error.config : undefined;
    if (!config || config.skipAuth || config.isReplay || !apiError.isInvalidToken) throw apiError;
    // The token this request carried was already replaced (another request refreshed it): just replay.
    const tokenChanged = tokens.getAccessToken() !== undefined && tokens.getAccessToken() !== config.sentToken;
    if (!tokenChanged) {
      if (!tokens.getRefreshToken()) throw apiError;
      await refreshOnce();
    }
    return http.request({ ...config, isReplay: true });
  });

  async function send<T>(config: AxiosRequestConfig, requestOptions: RequestOptions = {}): Promise<T> {
    const { data } = await http.request<T>({
      ...config,
      params: requestOptions.params,
      signal: requestOptions.signal,
      skipAuth: requestOptions.skipAuth,
      headers: requestOptions.headers,
      responseType: requestOptions.responseType,
    });
    return data;
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
