import http from 'node:http';
import https from 'node:https';
import { createApiClient, type ApiClient, type TokenStore } from '@/lib/api/client';
import { createNodeHttpAdapter } from '@/lib/api/node-http-adapter';
import { shareRefreshExchange } from '@/lib/auth/shared-refresh';
import { API_PREFIX } from '@/lib/contract/api-prefix';

// Keep-alive sockets to the admin API: every page render calls it, and a new TCP connection per
// call would cost more than the call. The agents hold sockets only, never tokens.
const httpAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 64 });
// The API never redirects: without redirects axios' own adapter (the fallback of ours) skips its
// follow-redirects wrapper, a third of the CPU of each call (docs/performance.md). One object for
// every client, so they share one axios instance (lib/api/client).
const transport = {
  httpAgent,
  httpsAgent,
  maxRedirects: 0,
  adapter: createNodeHttpAdapter({ http: httpAgent, https: httpsAgent }),
};

/** The admin API root as the portal's server reaches it (`API_URL`, read at run time). */
export function serverApiBaseUrl(): string {
  const origin = (process.env.API_URL ?? 'http://127.0.0.1:8000').replace(/\/+$/, '');
  return `${origin}${API_PREFIX}`;
}

/**
 * A client for one server request, with that request's tokens. `shareRefresh: false` for a token
 * that must be exchanged once, by this request alone (a magic link's).
 */
export function createServerApiClient(tokens: TokenStore, { shareRefresh = true } = {}): ApiClient {
  return createApiClient({
    baseURL: serverApiBaseUrl(),
    tokens,
    transport,
    // Requests of one browser that carry the same refresh token share one exchange of it, and a
    // token refused as blacklisted may have lost to one: its cookies are left to the winner's.
    ...(shareRefresh ? { shareExchange: shareRefreshExchange } : {}),
    keepTokensOnRefusal: (error) => error.isBlacklistedToken,
  });
}
