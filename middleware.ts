import { NextResponse, type NextRequest } from 'next/server';
import { isForwardedHttps } from '@/lib/auth/request-token-store';
import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  TOKEN_COOKIE_NAME,
  tokenCookieOptions,
  type TokenPair,
} from '@/lib/auth/token-cookies';
import { API_PREFIX } from '@/lib/contract/api-prefix';
import {
  answerTokenRefresh,
  fileDownloadAuthorization,
  forwardApiRequest,
  forwardedRequestHeaders,
  needsRenewedToken,
  oversizedBodyResponse,
  renewTokensForFile,
  TOKEN_REFRESH_CALL,
} from '@/lib/http/api-forwarding';
import { trustedProxyHops } from '@/lib/http/client-address';
import { ROUTES } from '@/lib/routes';
import { isInternetExplorer } from '@/lib/security/browser-support';

/** The page Internet Explorer gets instead of the portal. */
const UNSUPPORTED_BROWSER_PATH = ROUTES.unsupportedBrowser;
/** The browser's API calls, forwarded to the admin API. */
const API_CALLS = `${API_PREFIX}/`;

/**
 * Cross-cutting work only (CONVENTIONS 5), and only on the requests that need it (see `config`):
 * forwarding the browser's API calls to the admin API, sending Internet Explorer to the
 * unsupported-browser page, and dropping a trailing slash from page addresses. Security headers
 * come from next.config.js and _document; sessions are the page guard's.
 */
export async function middleware(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith(API_CALLS)) return forwardToAdminApi(request, pathname, search);
  if (isInternetExplorer(request.headers.get('user-agent'))) {
    return NextResponse.rewrite(new URL(UNSUPPORTED_BROWSER_PATH, request.url));
  }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // A plain URL: nextUrl would put the slash back on.
    const canonical = new URL(request.url);
    canonical.pathname = pathname.replace(/\/+$/, '') || '/';
    return NextResponse.redirect(canonical, 308);
  }
  return NextResponse.next();
}

/**
 * The browser calls `/api/v1/*` on the portal's origin; this forwards it to `API_URL`, read at run
 * time, so one build serves every deployment. The client's address travels in X-Forwarded-For so
 * the admin API throttles per client, not per portal: the address the portal saw, or the one its
 * own trusted proxies saw (`TRUSTED_PROXY_HOPS`), never the browser's claim; the portal's cookies stay here, but a file the
 * browser loads itself (an image, a download) gets the session's token as its Bearer header,
 * renewed first when it has expired (the new cookies go back with the file). An API that cannot
 * be reached answers 502 or 503 with a JSON `{detail, code}` (lib/http/api-forwarding), and a body
 * too large to forward whole the portal's own 413 in the same shape.
 */
async function forwardToAdminApi(request: NextRequest, pathname: string, search: string): Promise<NextResponse> {
  const refused = oversizedBodyResponse(request.headers);
  if (refused) return new NextResponse(refused.body, { status: refused.status, headers: refused.headers });
  let body = request.body;
  if (request.method === 'POST' && pathname === TOKEN_REFRESH_CALL) {
    // The browser's refresh shares the server's exchange of the same token (lib/http/api-forwarding).
    const text = await request.text();
    const answered = await answerTokenRefresh(parseJson(text));
    if (answered) return new NextResponse(answered.body, { status: answered.status, headers: answered.headers });
    body = new Response(text).body;
  }
  const target = new URL(`${pathname}${search}`, process.env.API_URL ?? 'http://127.0.0.1:8000');
  const headers = forwardedRequestHeaders(request.headers, trustedProxyHops());
  const existing = request.headers.get('authorization');
  let access = request.cookies.get(ACCESS_TOKEN_COOKIE)?.value;
  const renewed = needsRenewedToken(request.method, pathname, existing, access)
    ? await renewTokensForFile(request.cookies.get(REFRESH_TOKEN_COOKIE)?.value)
    : null;
  if (renewed) access = renewed.access;
  const authorization = fileDownloadAuthorization(request.method, pathname, existing, access);
  if (authorization) headers.set('authorization', authorization);
  const answer = await forwardApiRequest(target, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
  });
  const response = new NextResponse(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
  if (renewed) setTokenCookies(response, renewed, isSecure(request));
  return response;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isSecure(request: NextRequest): boolean {
  return isForwardedHttps(request.headers.get('x-forwarded-proto')) || request.nextUrl.protocol === 'https:';
}

/** The renewed tokens as the browser keeps them (the same cookies the guard and the client set). */
function setTokenCookies(response: NextResponse, tokens: TokenPair, secure: boolean): void {
  response.cookies.set(TOKEN_COOKIE_NAME.access, tokens.access, tokenCookieOptions('access', secure));
  if (tokens.refresh)
    response.cookies.set(TOKEN_COOKIE_NAME.refresh, tokens.refresh, tokenCookieOptions('refresh', secure));
}

// Middleware costs every request it runs on, so it runs on few: API calls, Internet Explorer's
// page requests and addresses ending in a slash. Next reads this as literals only, so the API's
// prefix is written out here (a test holds it to the contract's API_PREFIX).
export const config = {
  runtime: 'nodejs',
  matcher: [
    '/api/v1/:path*',
    {
      source: '/((?!_next/|images/|favicon).*)',
      has: [{ type: 'header', key: 'user-agent', value: '.*(?:MSIE |Trident/).*' }],
    },
    '/((?!_next/|api/v1/).+)/',
  ],
};
