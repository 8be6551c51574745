import { NextResponse, type NextRequest } from 'next/server';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/token-cookies';
import { fileDownloadAuthorization } from '@/lib/http/api-forwarding';
import { isInternetExplorer } from '@/lib/security/browser-support';

/** The page Internet Explorer gets instead of the portal. */
const UNSUPPORTED_BROWSER_PATH = '/unsupported-browser';
const API_PREFIX = '/api/v1/';

/**
 * Cross-cutting work only (CONVENTIONS 5), and only on the requests that need it (see `config`):
 * forwarding the browser's API calls to the admin API, sending Internet Explorer to the
 * unsupported-browser page, and dropping a trailing slash from page addresses. Security headers
 * come from next.config.js and _document; sessions are the page guard's.
 */
export function middleware(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith(API_PREFIX)) return forwardToAdminApi(request, pathname, search);
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
 * the admin API throttles per client, not per portal; the portal's cookies stay here, but a file the
 * browser loads itself (an image, a download) gets the session's token as its Bearer header.
 */
function forwardToAdminApi(request: NextRequest, pathname: string, search: string): NextResponse {
  const target = new URL(`${pathname}${search}`, process.env.API_URL ?? 'http://127.0.0.1:8000');
  const headers = new Headers(request.headers);
  const clientIp = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (clientIp) headers.set('x-forwarded-for', clientIp);
  const authorization = fileDownloadAuthorization(request.method, pathname, request.headers.get('authorization'), request.cookies.get(ACCESS_TOKEN_COOKIE)?.value);
  if (authorization) headers.set('authorization', authorization);
  headers.delete('cookie');
  return NextResponse.rewrite(target, { request: { headers } });
}

// Middleware costs every request it runs on, so it runs on few: API calls, Internet Explorer's
// page requests and addresses ending in a slash. Next reads this as literals only.
export const config = {
  runtime: 'nodejs',
  matcher: [
    '/api/v1/:path*',
    { source: '/((?!_next/|images/|favicon).*)', has: [{ type: 'header', key: 'user-agent', value: '.*(?:MSIE |Trident/).*' }] },
    '/((?!_next/|api/v1/).+)/',
  ],
};
