import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { postAction } from '@/lib/activity/post-activity';
import { apiClient } from '@/lib/api/browser-client';
import { browserTokenStore } from '@/lib/auth/browser-token-store';
import { broadcastLogout } from '@/lib/auth/logout-signal';
import { revokeRefreshToken } from '@/lib/auth/revoke-refresh-token';
import { reportError, setMonitoredUser } from '@/lib/monitoring/monitoring';
import { ROUTES } from '@/lib/routes';

/** How long logout waits for each of its calls to the API before going on without it. */
const LOGOUT_CALL_TIMEOUT_MS = 2_000;

/** Runs one of logout's calls, at most LOGOUT_CALL_TIMEOUT_MS; a failure is reported to monitoring only (spec §8). */
async function quietly(action: string, call: () => Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      call(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${action} timed out`)), LOGOUT_CALL_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    reportError(error, { action });
  } finally {
    clearTimeout(timer);
  }
}

/** Records the logout in the activity stream. */
function postLogoutActivity(): Promise<void> {
  return quietly('logout activity', () =>
    postAction(apiClient, {
      actionType: 'button_clicked',
      actionDetails: 'logout',
      data: {},
      context: { path: window.location.pathname },
    }),
  );
}

/** Revokes the session's refresh token on the server, so a copy of it can no longer sign in. */
function revokeSession(): Promise<void> {
  return quietly('logout revocation', () => revokeRefreshToken(apiClient, browserTokenStore.getRefreshToken()));
}

/**
 * Logout (spec §4): records it, revokes the refresh token on the server, removes the tokens, clears
 * the monitoring user, tells the other tabs, empties the data cache so the next user never sees this one's data, and goes to login.
 */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    // Before the tokens go: the activity needs the access token, the revocation the refresh token,
    // and in that order, as the activity's call may rotate the refresh token (a refresh).
    await postLogoutActivity();
    await revokeSession();
    browserTokenStore.clearTokens();
    setMonitoredUser(null);
    broadcastLogout();
    await mutate(() => true, undefined, { revalidate: false });
    await router.replace(ROUTES.login);
  }, [mutate, router]);
}
