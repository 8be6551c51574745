import { ACCESS_TOKEN_LIFETIME_MINUTES, REFRESH_TOKEN_LIFETIME_DAYS } from '@/lib/config/limits';
import { PRODUCT } from '@/lib/config/product';

/** Cookie names of the token pair (spec §9: `{product}.accessToken`, `{product}.refreshToken`). */
export const ACCESS_TOKEN_COOKIE = `${PRODUCT.key}.accessToken`;
export const REFRESH_TOKEN_COOKIE = `${PRODUCT.key}.refreshToken`;

export type TokenKind = 'access' | 'refresh';

export type TokenPair = { access: string; refresh?: string };

export const TOKEN_COOKIE_NAME: Record<TokenKind, string> = {
  access: ACCESS_TOKEN_COOKIE,
  refresh: REFRESH_TOKEN_COOKIE,
};

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_DAY = 86_400;

/** Lifetime of each cookie in seconds: 15 minutes and 30 days (spec §9). */
export const TOKEN_COOKIE_MAX_AGE_SECONDS: Record<TokenKind, number> = {
  access: ACCESS_TOKEN_LIFETIME_MINUTES * SECONDS_PER_MINUTE,
  refresh: REFRESH_TOKEN_LIFETIME_DAYS * SECONDS_PER_DAY,
};

/**
 * Attributes shared by the server and the browser. The cookies are readable by script on
 * purpose (the browser client sends the token as a Bearer header, spec §7), so they are
 * SameSite=Lax, path /, and Secure whenever the portal is served over HTTPS, as it is in production.
 */
export type TokenCookieAttributes = { path: '/'; sameSite: 'lax'; secure: boolean };

export function tokenCookieAttributes(secure: boolean): TokenCookieAttributes {
  return { path: '/', sameSite: 'lax', secure };
}

/** Everything a server response sets on one token cookie: the shared attributes and its lifetime. */
export function tokenCookieOptions(kind: TokenKind, secure: boolean): TokenCookieAttributes & { maxAge: number } {
  return { ...tokenCookieAttributes(secure), maxAge: TOKEN_COOKIE_MAX_AGE_SECONDS[kind] };
}
