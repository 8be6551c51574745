import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { postAction } from '@/lib/activity/post-activity';
import { apiClient } from '@/lib/api/browser-client';
import { browserTokenStore } from '@/lib/auth/browser-token-store';
import { broadcastLogout } from '@/lib/auth/logout-signal';
import { reportError, setMonitoredUser } from '@/lib/monitoring/monitoring';
import { ROUTES } from '@/lib/routes';

const LOGOUT_ACTIVITY_TIMEOUT_MS = 2_000;

/** Records the logout in the activity stream; a failure is reported to monitoring only (spec §8). */
async function postLogoutActivity(): Promise<void> {
  try {
    await Promise.race([
      postAction(apiClient, {
        actionType: 'button_clicked',
        actionDetails: 'logout',
        data: {},
        context: { path: window.location.pathname },
      }),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('Logout activity timed out')), LOGOUT_ACTIVITY_TIMEOUT_MS),
      ),
    ]);
  } catch (error) {
    reportError(error, { action: 'logout activity' });
  }
}

/**
 * Logout (spec §4): records it, removes the tokens, clears the monitoring user, tells the other
 * tabs, empties the data cache so the next user never sees this one's data, and goes to login.
 */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await postLogoutActivity();
    browserTokenStore.clearTokens();
    setMonitoredUser(null);
    broadcastLogout();
    await mutate(() => true, undefined, { revalidate: false });
    await router.replace(ROUTES.login);
  }, [mutate, router]);
}
