import { loginPathFor } from '@/lib/auth/login-path';
import { safeNextPath } from '@/lib/auth/redirect';
import { ROUTES } from '@/lib/routes';
import type { Redirect } from 'next';

/** Where a visitor without a session goes: the login page, coming back to `path` afterwards. */
export function loginRedirect(path: string): { redirect: Redirect } {
  return { redirect: { destination: loginPathFor(path), permanent: false } };
}

/** The error page for an API failure while rendering `path` (spec §8 "Error redirect"). */
export function errorRedirect(status: number, path: string): { redirect: Redirect } {
  const next = safeNextPath(path);
  return {
    redirect: { destination: `${ROUTES.error}?code=${status}&next=${encodeURIComponent(next)}`, permanent: false },
  };
}

/** `path` without one query parameter, e.g. the magic-link token after it was used. */
export function withoutQueryParam(path: string, param: string): string {
  const url = new URL(path, 'http://portal.invalid');
  url.searchParams.delete(param);
  return `${url.pathname}${url.search}${url.hash}`;
}
