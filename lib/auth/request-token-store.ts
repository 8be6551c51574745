import { serialize } from 'cookie';
import type { TokenStore } from '@/lib/api/client';
import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  TOKEN_COOKIE_NAME,
  tokenCookieOptions,
  type TokenKind,
} from '@/lib/auth/token-cookies';
import type { IncomingMessage, ServerResponse } from 'node:http';

type RequestWithCookies = IncomingMessage & { cookies: Partial<Record<string, string>> };

/** Whether a TLS-terminating proxy says (X-Forwarded-Proto, its first hop) the browser used HTTPS. */
export function isForwardedHttps(forwardedProto: string | string[] | null | undefined): boolean {
  const first = Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto;
  return first?.split(',')[0]?.trim() === 'https';
}

/** Whether the browser reached us over HTTPS, directly or through a TLS-terminating proxy. */
export function isSecureRequest(req: IncomingMessage): boolean {
  return (
    isForwardedHttps(req.headers['x-forwarded-proto']) || Boolean((req.socket as { encrypted?: boolean }).encrypted)
  );
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
export function createRequestTokenStore(
  req: RequestWithCookies,
  res: ServerResponse,
): TokenStore & {
  /** Uses a refresh token from elsewhere (a magic link) in place of the cookie's. */
  useRefreshToken(token: string): void;
  /** Writes the refresh token in use to its cookie (a magic link's, once it has proved valid). */
  keepRefreshToken(): void;
} {
  const current: Record<TokenKind, string | undefined> = {
    access: req.cookies[ACCESS_TOKEN_COOKIE],
    refresh: req.cookies[REFRESH_TOKEN_COOKIE],
  };
  const secure = isSecureRequest(req);

  function write(kind: TokenKind, value: string | undefined) {
    current[kind] = value;
    const options = tokenCookieOptions(kind, secure);
    appendSetCookie(
      res,
      serialize(TOKEN_COOKIE_NAME[kind], value ?? '', value === undefined ? { ...options, maxAge: 0 } : options),
    );
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
    keepRefreshToken() {
      if (current.refresh) write('refresh', current.refresh);
    },
  };
}
