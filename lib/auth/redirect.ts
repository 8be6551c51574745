import { isLoginPath } from '@/lib/routes';
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
  if (isLoginPath(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
