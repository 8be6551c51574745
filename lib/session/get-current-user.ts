import type { ApiClient } from '@/lib/api/client';
import { combinedCallOrNull } from '@/lib/api/combined-call';
import type { FirstAnswer } from '@/lib/api/first-answer';
import { SETTINGS_API } from '@/lib/contract/settings';
import type { CurrentUser } from '@/lib/session/types';

export const CURRENT_USER_KEY = SETTINGS_API.me;

export async function getCurrentUser(api: ApiClient): Promise<CurrentUser> {
  const [answer, { readCurrentUser }] = await Promise.all([
    api.get<unknown>(CURRENT_USER_KEY),
    import('@/lib/session/read-session'),
  ]);
  return readCurrentUser(answer);
}

/** Set once the API answers that it has no `me/with/` (one that follows the spec only): `me/` alone from then on. */
let meWithMissing = false;

/**
 * An answer the page's call may take as its own: anything but a 401, which would need the token
 * refreshed first (the call itself then asks again, and refreshes as every call does).
 */
const isUsable = (status: unknown): status is number => typeof status === 'number' && status !== 401;

/**
 * The current user and the answer to `path` in one call (`me/with/`, beyond the spec): a page's
 * server render then waits for one answer instead of two in a row. Without `me/with/` on the
 * API: `me/` alone, and no answer for `path`.
 */
export async function getCurrentUserWith(
  api: ApiClient,
  path: string,
): Promise<{ user: CurrentUser; first: FirstAnswer | null }> {
  if (meWithMissing) return { user: await getCurrentUser(api), first: null };
  const [both, { readCurrentUser }] = await Promise.all([
    combinedCallOrNull(api, `${SETTINGS_API.meWith}?path=${encodeURIComponent(path)}`, (answer) => answer),
    import('@/lib/session/read-session'),
  ]);
  if (both === null) {
    meWithMissing = true;
    return { user: await getCurrentUser(api), first: null };
  }
  const { me, answer } = both as { me?: unknown; answer?: { status?: unknown; body?: unknown } };
  const status = answer?.status;
  return { user: readCurrentUser(me), first: isUsable(status) ? { path, status, body: answer?.body } : null };
}
