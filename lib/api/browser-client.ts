import { createApiClient } from '@/lib/api/client';
import { browserTokenStore } from '@/lib/auth/browser-token-store';

/**
 * The browser calls the API on the portal's own origin; `middleware.ts` forwards `/api/v1/*` to
 * the admin API named by `API_URL` at run time, so one build serves any deployment and the
 * content security policy stays `connect-src 'self'`.
 */
export const BROWSER_API_BASE_URL = '/api/v1';

let sessionEndListener: (() => void) | undefined;

/** Registers what happens when the session ends because a refresh failed (the session provider does). */
export function setSessionEndListener(listener: (() => void) | undefined): void {
  sessionEndListener = listener;
}

/** The one client of the browser, shared by every SWR hook and mutation. */
export const apiClient = createApiClient({
  baseURL: BROWSER_API_BASE_URL,
  tokens: browserTokenStore,
  onSessionEnd: () => sessionEndListener?.(),
});
