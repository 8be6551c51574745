import { ApiError } from '@/lib/api/api-error';
import type { ApiClient } from '@/lib/api/client';
import { AUTH_API } from '@/lib/contract/auth';

/** simplejwt's TokenBlacklistView: logging out revokes the session's refresh token on the server. */
export const TOKEN_BLACKLIST_PATH = AUTH_API.blacklist;

/**
 * Answers that need no report: the token is already refused (401: expired, logged out, rotated
 * away), or the backend has no blacklist endpoint (404, 405: simplejwt without token_blacklist).
 */
const NOTHING_TO_REVOKE = new Set([401, 404, 405]);

/**
 * Revokes a refresh token (logout). A backend without the endpoint and a token the server already
 * refuses are not failures; anything else (network, 5xx) rejects, for the caller to report.
 */
export async function revokeRefreshToken(api: ApiClient, refresh: string | undefined): Promise<void> {
  if (!refresh) return;
  try {
    await api.post(TOKEN_BLACKLIST_PATH, { refresh }, { skipAuth: true });
  } catch (error) {
    if (error instanceof ApiError && NOTHING_TO_REVOKE.has(error.status)) return;
    throw error;
  }
}
