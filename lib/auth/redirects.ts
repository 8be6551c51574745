// Where the portal sends a visitor, and the one rule for a `next` target (ARCHITECTURE "Redirect
// targets"): every redirect target, login link and error page address is made here.
import { isLoginPath, ROUTES } from '@/lib/routes';
import type { Redirect } from 'next';

/**
 * A `next` redirect target made safe (ARCHITECTURE "Redirect targets"): only a same-origin
 * relative path is kept; anything else, `//host`, `/\host`, a scheme, control characters,
 * becomes `/`. The login pages are never a target, so a login cannot loop back to itself.
 */
export function safeNextPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Browsers strip tabs and newlines from URLs and read a backslash as a slash: refuse them all.
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, 'http://portal.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://portal.invalid') return fallback;
  // Dot segments can normalize into a protocol-relative path: `/.//evil.example` → `//evil.example`.
  if (url.pathname.startsWith('//')) return fallback;
  if (isLoginPath(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's address, coming back to `next` afterwards when it is a safe path other than home. */
export function loginPathFor(next: string | null | undefined): string {
  const target = safeNextPath(next);
  return target === ROUTES.home ? ROUTES.login : `${ROUTES.login}?next=${encodeURIComponent(target)}`;
}

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
