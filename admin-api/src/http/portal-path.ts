// A path on the portal, as a mailed link may carry it (`next` of the magic link): the portal checks
// it again before following it (lib/auth/redirects.ts), but the API never mails a link that leads
// elsewhere.

const DUMMY_ORIGIN = 'http://portal.invalid';

/** A same-origin path: one leading `/`, no `//host` or `/\host`, no control characters or backslashes. */
export function isPortalPath(value: string): boolean {
  if (value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // Browsers strip tabs and newlines from URLs and read a backslash as a slash.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  try {
    return new URL(value, DUMMY_ORIGIN).origin === DUMMY_ORIGIN;
  } catch {
    return false;
  }
}
