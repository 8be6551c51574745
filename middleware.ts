import { NextResponse, type NextRequest } from 'next/server';
import { isInternetExplorer } from '@/lib/security/browser-support';
import { originOf, securityHeaders } from '@/lib/security/security-headers';

/** The page Internet Explorer gets instead of the portal. */
const UNSUPPORTED_BROWSER_PATH = '/unsupported-browser';
const API_PREFIX = '/api/v1/';

/**
 * Cross-cutting work only (CONVENTIONS 5): forwarding the browser's API calls to the admin API,
 * the browser check, and the security headers with a fresh script nonce. No session logic:
 * that is the page guard's.
 */
export function middleware(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith(API_PREFIX)) return forwardToAdminApi(request, pathname, search);
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const canonical = request.nextUrl.clone();
    canonical.pathname = pathname.replace(/\/+$/, '') || '/';
    return NextResponse.redirect(canonical, 308);
  }

  const nonce = btoa(crypto.randomUUID());
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);

  const response =
    isInternetExplorer(request.headers.get('user-agent')) && pathname !== UNSUPPORTED_BROWSER_PATH
      ? NextResponse.rewrite(new URL(UNSUPPORTED_BROWSER_PATH, request.url), { request: { headers: requestHeaders } })
      : NextResponse.next({ request: { headers: requestHeaders } });

  const headers = securityHeaders({
    nonce,
    production: process.env.NODE_ENV === 'production',
    extraConnectOrigins: [...originOf(process.env.NEXT_PUBLIC_SENTRY_DSN), ...hostedTranslationOrigins()],
  });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

function hostedTranslationOrigins(): string[] {
  return process.env.NEXT_PUBLIC_LOCIZE_PROJECT_ID ? ['https://api.locize.app', 'https://api.lite.locize.app'] : [];
}

/**
 * The browser calls `/api/v1/*` on the portal's origin; this forwards it to `API_URL`, read at run
 * time, so one build serves every deployment. The client's address travels in X-Forwarded-For
 * so the admin API throttles per client, not per portal.
 */
function forwardToAdminApi(request: NextRequest, pathname: string, search: string): NextResponse {
  const target = new URL(`${pathname}${search}`, process.env.API_URL ?? 'http://127.0.0.1:8000');
  const headers = new Headers(request.headers);
  const clientIp = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (clientIp) headers.set('x-forwarded-for', clientIp);
  headers.delete('cookie');
  return NextResponse.rewrite(target, { request: { headers } });
}

export const config = {
  runtime: 'nodejs',
  matcher: ['/((?!_next/static|_next/image|favicon.ico|images/|fonts/).*)'],
};
