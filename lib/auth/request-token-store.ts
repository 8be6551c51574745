import type { IncomingMessage, ServerResponse } from 'node:http';
import { serialize } from 'cookie';
import type { TokenStore } from '@/lib/api/client';
import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  TOKEN_COOKIE_MAX_AGE_SECONDS,
  tokenCookieAttributes,
  type TokenKind,
} from '@/lib/auth/token-cookies';

type RequestWithCookies = IncomingMessage & { cookies: Partial<Record<string, string>> };

/** Whether the browser reached us over HTTPS, directly or through a TLS-terminating proxy. */
export function isSecureRequest(req: IncomingMessage): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return proto === 'https' || Boolean((req.socket as { encrypted?: boolean }).encrypted);
}

/** Adds a Set-Cookie header without dropping the ones already set on the response. */
export function appendSetCookie(res: ServerResponse, cookie: string): void {
  const existing = res.getHeader('Set-Cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('Set-Cookie', [...list, cookie]);
}

/**
 * The token pair of one server request: read from its cookies, written back to the browser as
 * Set-Cookie headers on its response. Made per request, so no token lives in module state.
 */
export function createRequestTokenStore(req: RequestWithCookies, res: ServerResponse): TokenStore & {
  /** Uses a refresh token from elsewhere (a magic link) in place of the cookie's. */
  useRefreshToken(token: string): void;
} {
  const current: Record<TokenKind, string | undefined> = {
    access: req.cookies[ACCESS_TOKEN_COOKIE],
    refresh: req.cookies[REFRESH_TOKEN_COOKIE],
  };
  const secure = isSecureRequest(req);
  const names: Record<TokenKind, string> = { access: ACCESS_TOKEN_COOKIE, refresh: REFRESH_TOKEN_COOKIE };

  function write(kind: TokenKind, value: string | undefined) {
    current[kind] = value;
    const maxAge = value === undefined ? 0 : TOKEN_COOKIE_MAX_AGE_SECONDS[kind];
    appendSetCookie(res, serialize(names[kind], value ?? '', { ...tokenCookieAttributes(secure), maxAge }));
  }

  return {
    getAccessToken: () => current.access,
    getRefreshToken: () => current.refresh,
    saveTokens({ access, refresh }) {
      write('access', access);
      if (refresh) write('refresh', refresh);
    },
    clearTokens() {
      write('access', undefined);
      write('refresh', undefined);
    },
    useRefreshToken(token: string) {
      current.access = undefined;
      current.refresh = token;
    },
  };
}
