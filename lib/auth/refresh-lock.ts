import { PRODUCT } from '@/lib/config/product';

/** The Web Lock every tab of the portal takes to refresh the tokens, one tab at a time. */
export const REFRESH_LOCK_NAME = `${PRODUCT.key}.token-refresh`;

/**
 * Runs `task` (a token refresh) holding the browser-wide refresh lock (the Web Locks API), so two
 * tabs never exchange the same refresh token at once: with rotation the API accepts it once, and
 * the tab that lost would end the session. The client reads the stored tokens again inside the
 * lock, so a tab that waited uses what the one before it stored. Without Web Locks (older browsers)
 * the task runs at once, and a refused refresh is still checked against the stored token.
 */
export function browserRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (typeof locks?.request !== 'function') return task();
  // The lock's promise settles as the task's (typed by the DOM library as a promise of the promise).
  return locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, task) as Promise<T>;
}
