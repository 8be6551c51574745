import { ApiError } from '@/lib/api/api-error';
import type { TokenStore } from '@/lib/api/client';
import { createServerApiClient } from '@/lib/api/server-client';
import type { TokenPair } from '@/lib/auth/token-cookies';
import { isTokenExpired } from '@/lib/auth/token-expiry';
import { API_PREFIX, apiPath } from '@/lib/contract/api-prefix';
import { AUTH_API } from '@/lib/contract/auth';
import { JSON_BODY_MAX_BYTES } from '@/lib/contract/page';
import { trustedClientAddress } from './client-address';

/**
 * A file download of the admin API (`/api/v1/news-files/12/`, a partner's contract, the staff's
 * contracts archive: PARTNERS_API; a handbook's PDF: HANDBOOK_API.pdf): the paths `<img src>` and links load.
 */
const FILE_DOWNLOAD = new RegExp(
  `^${API_PREFIX}/(?:[a-z]+(?:-[a-z]+)*-files/\\d+|partner-contract-file/\\d+|all-partner-contracts-file|wiki/handbooks/\\d+/pdf)/$`,
);

/** Whether the browser is loading an API file itself (GET or HEAD of a file path). */
export function isFileDownload(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && FILE_DOWNLOAD.test(pathname);
}

/**
 * The Authorization header to add when the browser loads an API file itself (an image, a
 * download link), which sends cookies but no Bearer header: the session's access token, for GET
 * and HEAD of a file path only, and never over a header the request already has. Anything else
 * gets nothing, so no other call is authorised by a cookie alone (the cookie is SameSite=Lax, so a
 * page of another site cannot make the browser send it with an image request either).
 */
export function fileDownloadAuthorization(
  method: string,
  pathname: string,
  existing: string | null,
  accessToken: string | undefined,
): string | null {
  if (existing || !accessToken || !isFileDownload(method, pathname)) return null;
  return `Bearer ${accessToken}`;
}

/**
 * Exchanges a refresh token through the portal's server client, so the exchange is shared with
 * every other request of the server holding the same token (lib/auth/shared-refresh). Rejects with
 * the ApiError of a refused or failed exchange.
 */
async function exchangeRefreshToken(refreshToken: string): Promise<TokenPair> {
  let renewed: TokenPair | null = null;
  const tokens: TokenStore = {
    getAccessToken: () => undefined,
    getRefreshToken: () => refreshToken,
    saveTokens: (pair) => {
      renewed = pair;
    },
    clearTokens: () => undefined,
  };
  await createServerApiClient(tokens).refreshTokens();
  if (!renewed) throw new ApiError({ status: 502, code: 'api_unreachable', detail: 'No tokens in the answer.' });
  return renewed;
}

/**
 * New tokens for a file load whose access token has expired (its cookie lives 15 minutes): a
 * member who read an article for longer still gets its images and attachments. Null when the
 * refresh token is missing or refused; the API then answers 401 as it would have.
 */
export async function renewTokensForFile(refreshToken: string | undefined): Promise<TokenPair | null> {
  if (!refreshToken) return null;
  try {
    return await exchangeRefreshToken(refreshToken);
  } catch {
    return null;
  }
}

/** The browser client's token refresh, as the middleware receives it. */
export const TOKEN_REFRESH_CALL = apiPath(AUTH_API.refresh);

/**
 * Answers the browser's own refresh call through the exchange the server shares per refresh token,
 * rather than forwarding it: with rotation, a page of the same browser rendering meanwhile (the
 * guard) or a file renewal would otherwise spend the token first, and this tab's refusal would sign
 * the browser out. The answer is the API's (`{access, refresh?}`, or its error's status with
 * `{detail, code}`). Null when the body names no refresh token: the call is then forwarded as it is.
 */
export async function answerTokenRefresh(body: unknown): Promise<Response | null> {
  const refresh = body && typeof body === 'object' ? (body as { refresh?: unknown }).refresh : undefined;
  if (typeof refresh !== 'string' || refresh === '') return null;
  const headers = { 'cache-control': 'no-store' };
  try {
    return Response.json(await exchangeRefreshToken(refresh), { headers });
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError({ status: 0, code: 'network_error' });
    if (apiError.status === 0) {
      return failureResponse(apiError.code === 'timeout' ? FORWARDING_FAILURE.timeout : FORWARDING_FAILURE.unreachable);
    }
    return Response.json({ detail: apiError.detail, code: apiError.code }, { status: apiError.status, headers });
  }
}

/** Whether a file load needs new tokens first: no Bearer header of its own, and no live access token. */
export function needsRenewedToken(
  method: string,
  pathname: string,
  existing: string | null,
  accessToken: string | undefined,
): boolean {
  return !existing && isFileDownload(method, pathname) && isTokenExpired(accessToken);
}

/** How long the admin API may take to start answering a forwarded call (Next's own proxy waited as long). */
export const FORWARD_TIMEOUT_MS = 30_000;

/**
 * The answers of the forwarding itself when the admin API gives none, in the API's error shape
 * (`{detail, code}`), so the browser's client reads them like any API error: 502 when the API
 * cannot be reached (refused, unknown host, reset), 503 when it does not answer in time.
 */
export const FORWARDING_FAILURE = {
  unreachable: {
    status: 502,
    code: 'api_unreachable',
    detail: 'The service cannot be reached. Please try again in a moment.',
  },
  timeout: {
    status: 503,
    code: 'api_unavailable',
    detail: 'The service is not answering. Please try again in a moment.',
  },
} as const;

/**
 * The largest upload body Next hands the middleware whole (next.config.js `proxyClientMaxBodySize`,
 * computed the same way): the admin API's `UPLOAD_MAX_MB` and 1 MB of multipart framing. Past it
 * Next cuts the body, and the cut call reached the API as a broken upload (a 502 to the browser).
 */
export function uploadBodyMaxBytes(uploadMaxMb: string | undefined = process.env.UPLOAD_MAX_MB): number {
  return Math.round((uploadMaxMegabytes(uploadMaxMb) + 1) * 1024 * 1024);
}

function uploadMaxMegabytes(value: string | undefined): number {
  return Number(value) > 0 ? Number(value) : 10;
}

/**
 * The portal's own 413 `{detail, code}` for a body it will not forward, known from Content-Length
 * before a byte is read: an upload past what Next hands over whole (the admin API's message for a
 * file too large, which the portal translates), any other body past the API's JSON limit (the API
 * refuses it unread, and the forwarding of the rest failed as a 502). Null: forward it.
 */
export function oversizedBodyResponse(headers: Headers, uploadMaxMb?: string): Response | null {
  const length = Number(headers.get('content-length') ?? '');
  if (!Number.isFinite(length) || length <= 0) return null;
  const multipart = (headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/');
  if (multipart && length > uploadBodyMaxBytes(uploadMaxMb)) {
    const megabytes = uploadMaxMegabytes(uploadMaxMb ?? process.env.UPLOAD_MAX_MB);
    return tooLarge(`The file is too large: at most ${megabytes} MB.`, 'upload_too_large');
  }
  if (!multipart && length > JSON_BODY_MAX_BYTES) return tooLarge('The request is too large.', 'request_too_large');
  return null;
}

function tooLarge(detail: string, code: string): Response {
  return Response.json({ detail, code }, { status: 413, headers: { 'cache-control': 'no-store' } });
}

/**
 * Request headers that concern one connection only, or that fetch sets itself, never forwarded.
 * Content-Length stays: without it the body goes chunked, which a WSGI server (the production
 * Django API) may read as empty.
 */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'upgrade',
  'proxy-authorization',
  'proxy-connection',
  'host',
  'expect',
];

/** Client-address headers a browser could make up; the API gets one X-Forwarded-For of ours instead. */
const CLAIMED_ADDRESS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-client-ip', 'true-client-ip'];

/**
 * The headers a forwarded call carries: the browser's, without its cookies (the portal's own) and
 * connection headers, with the portal's host as `X-Forwarded-Host` (the API builds its paging links
 * from it), no compression asked for (fetch would undo it here, only for Next to redo it), and as
 * X-Forwarded-For the one address the portal trusts (lib/http/client-address), never the client's claim.
 */
export function forwardedRequestHeaders(incoming: Headers, trustedHops = 0): Headers {
  const headers = new Headers(incoming);
  const host = incoming.get('host');
  if (host) headers.set('x-forwarded-host', host);
  for (const name of [...HOP_BY_HOP, ...CLAIMED_ADDRESS, 'cookie', 'accept-encoding']) headers.delete(name);
  const client = trustedClientAddress(incoming.get('x-forwarded-for'), trustedHops);
  if (client) headers.set('x-forwarded-for', client);
  return headers;
}

/** The admin API's answer as the browser gets it: without connection headers, and without an encoding fetch has already undone. */
function forwardedResponseHeaders(upstream: Headers): Headers {
  const headers = new Headers(upstream);
  if (headers.has('content-encoding')) {
    headers.delete('content-encoding');
    headers.delete('content-length');
  }
  for (const name of ['connection', 'keep-alive', 'transfer-encoding']) headers.delete(name);
  return headers;
}

function failureResponse(failure: (typeof FORWARDING_FAILURE)[keyof typeof FORWARDING_FAILURE]): Response {
  return Response.json(
    { detail: failure.detail, code: failure.code },
    { status: failure.status, headers: { 'cache-control': 'no-store' } },
  );
}

export type ForwardOptions = {
  method: string;
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
  /** Aborted when the browser goes away, so the API's work stops too. */
  signal?: AbortSignal;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

/**
 * Forwards one call to the admin API and streams its answer back as it is (status, headers,
 * body, redirects untouched). Done here rather than by a Next rewrite, whose proxy answers a
 * plain-text 500 when the API is down and tells every browser the API's internal address in
 * `x-middleware-rewrite`. The timeout covers the wait for the answer to begin, not a long download.
 */
export async function forwardApiRequest(target: URL, options: ForwardOptions): Promise<Response> {
  const { method, headers, body, signal, timeoutMs = FORWARD_TIMEOUT_MS, fetchImpl = fetch } = options;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    const upstream = await fetchImpl(target, {
      method,
      headers,
      redirect: 'manual',
      signal: signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal,
      ...(body && method !== 'GET' && method !== 'HEAD' ? { body, duplex: 'half' } : {}),
    } as RequestInit);
    return new Response(upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: forwardedResponseHeaders(upstream.headers),
    });
  } catch {
    return failureResponse(deadline.signal.aborted ? FORWARDING_FAILURE.timeout : FORWARDING_FAILURE.unreachable);
  } finally {
    clearTimeout(timer);
  }
}
