import { ApiError } from '@/lib/api/api-error';
import type { ApiClient, RequestOptions } from '@/lib/api/client';
import { browserTokenStore } from '@/lib/auth/browser-token-store';
import { broadcastLogout } from '@/lib/auth/logout-signal';
import { browserRefreshLock } from '@/lib/auth/refresh-lock';
import { nextTask, whenIdle } from '@/lib/browser/when-idle';
import { API_PREFIX } from '@/lib/contract/api-prefix';

/**
 * The browser calls the API on the portal's own origin; `middleware.ts` forwards `/api/v1/*` to
 * the admin API named by `API_URL` at run time, so one build serves any deployment and the
 * content security policy stays `connect-src 'self'`.
 */
export const BROWSER_API_BASE_URL = API_PREFIX;

let sessionEndListener: (() => void) | undefined;

/** Registers what happens when the session ends because a refresh failed (the session provider does). */
export function setSessionEndListener(listener: (() => void) | undefined): void {
  sessionEndListener = listener;
}

let loading: Promise<ApiClient> | undefined;
let loaded: ApiClient | undefined;

/**
 * The real client, with axios, in a chunk of its own: pages render from server data, so axios
 * (about a fifth of the portal's own JavaScript) need not delay the first load. Loaded on the
 * first call, or earlier by `preloadApiClient` once the page is idle.
 */
function loadApiClient(): Promise<ApiClient> {
  loading ??= import('@/lib/api/client')
    // The chunk's evaluation and the client's creation in two tasks (see `ready` for the calls).
    .then(async ({ createApiClient }) => {
      await nextTask();
      loaded = createApiClient({
        baseURL: BROWSER_API_BASE_URL,
        tokens: browserTokenStore,
        // One tab refreshes at a time; the others use the tokens it stored.
        refreshLock: browserRefreshLock,
        // A refused refresh ends the session of the whole browser (the cookies are shared): every
        // other tab goes to login too, as after a logout.
        onSessionEnd: () => {
          broadcastLogout();
          sessionEndListener?.();
        },
      });
      return loaded;
    })
    .catch((error: unknown) => {
      loading = undefined; // a failed chunk load (offline) is tried again on the next call
      throw new ApiError({
        status: 0,
        code: 'network_error',
        detail: error instanceof Error ? error.message : String(error),
      });
    });
  return loading;
}

/** Starts loading the client once the browser is idle after hydration, so it never competes with it. */
export function preloadApiClientWhenIdle(): () => void {
  return whenIdle(() => void loadApiClient().catch(() => undefined));
}

/**
 * The client, at once when it is there. The calls that waited for it (four on every signed-in page:
 * notifications, their categories, the maintenance status, the clickstream) each start in a task
 * of their own: together with the chunk's evaluation they took one 130 ms piece of a phone's main
 * thread after the first paint, blocking input all along.
 */
function ready(): Promise<ApiClient> {
  if (loaded) return Promise.resolve(loaded);
  return loadApiClient().then(async (client) => {
    await nextTask();
    return client;
  });
}

/** The one client of the browser, shared by every SWR hook and mutation. */
export const apiClient: ApiClient = {
  refreshTokens: () => ready().then((client) => client.refreshTokens()),
  get: <T>(url: string, options?: RequestOptions) => ready().then((client) => client.get<T>(url, options)),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    ready().then((client) => client.post<T>(url, body, options)),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    ready().then((client) => client.put<T>(url, body, options)),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    ready().then((client) => client.patch<T>(url, body, options)),
  delete: <T = void>(url: string, options?: RequestOptions) => ready().then((client) => client.delete<T>(url, options)),
};
