import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiClient } from '@/lib/api/browser-client';
import { setMonitoredUser } from '@/lib/monitoring/monitoring';
import type { FeatureFlag } from '@/lib/rules/features';
import { getCurrentUser } from '@/lib/session/get-current-user';
import { getFeatureFlags } from '@/lib/session/get-feature-flags';
import { heldLevelIds } from '@/lib/session/held-levels';
import type { CurrentUser, Session } from '@/lib/session/types';

export type SessionValue = {
  user: CurrentUser;
  featureFlags: FeatureFlag[];
  /** The level ids the user holds, for the level rules. */
  heldLevels: number[];
  /** Loads the user and the feature flags again, after a change that affects them. */
  refreshSession(): Promise<void>;
};

const SessionContext = createContext<SessionValue | null>(null);

/** The user and flags fetched on the client since the page's own session arrived. */
type Refreshed = { basis: Session; session: Session };

/**
 * The signed-in user and the feature flags, readable by every feature. Each page brings the
 * session its guard loaded; `refreshSession` replaces it until the next page brings a newer one.
 */
export function SessionProvider({ session, children }: { session: Session | null; children: ReactNode }) {
  if (!session) return <SessionContext.Provider value={null}>{children}</SessionContext.Provider>;
  return <SignedInSession session={session}>{children}</SignedInSession>;
}

function SignedInSession({ session, children }: { session: Session; children: ReactNode }) {
  const [refreshed, setRefreshed] = useState<Refreshed | null>(null);
  // A session refreshed for an earlier page is older than the one this page brought.
  const current = refreshed?.basis === session ? refreshed.session : session;

  const refreshSession = useCallback(async () => {
    const [user, featureFlags] = await Promise.all([getCurrentUser(apiClient), getFeatureFlags(apiClient)]);
    setRefreshed({ basis: session, session: { user, featureFlags } });
  }, [session]);

  useEffect(() => setMonitoredUser(current.user), [current.user]);

  const value = useMemo<SessionValue>(
    () => ({
      user: current.user,
      featureFlags: current.featureFlags,
      heldLevels: heldLevelIds(current.user),
      refreshSession,
    }),
    [current, refreshSession],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session of a signed-in page, or null on public pages. */
export function useOptionalSession(): SessionValue | null {
  return useContext(SessionContext);
}

/** The session of a signed-in page; using it on a public page is a programming error. */
export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() is used outside a signed-in page.');
  return session;
}
