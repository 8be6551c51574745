import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiClient } from '@/lib/api/browser-client';
import { buildMenu, type VisibleMenuItem } from '@/lib/menu/menu-model';
import { setMonitoredUser } from '@/lib/monitoring/monitoring';
import type { FeatureFlag } from '@/lib/rules/features';
import type { PolicyAction } from '@/lib/rules/policy';
import { heldLevelIds } from '@/lib/session/held-levels';
import { sessionPolicy } from '@/lib/session/session-policy';
import type { CurrentUser, Session } from '@/lib/session/types';
import { useViewPreferences } from '@/lib/session/use-view-preferences';
import { type ViewPreferences } from '@/lib/session/view-preferences';

export type SessionValue = {
  user: CurrentUser;
  featureFlags: FeatureFlag[];
  /** The level ids the user holds, for the level rules. */
  heldLevels: number[];
  handbooksCount: number;
  /** Loads the user and the feature flags again, after a change that affects them. */
  refreshSession(): Promise<void>;
  preferences: ViewPreferences;
  setPreference<K extends keyof ViewPreferences>(name: K, value: ViewPreferences[K]): void;
  /** Whether the user may do `action` (lib/rules/policy), as the portal shows them now. */
  can(action: PolicyAction): boolean;
  /** The navigation this user sees. */
  menu: VisibleMenuItem[];
};

const SessionContext = createContext<SessionValue | null>(null);

/** The user and flags fetched on the client since the page's own session arrived. */
type Refreshed = { basis: Session; session: Session };

/**
 * The signed-in user, the feature flags and what follows from them, readable by every feature.
 * Each page brings the session its guard loaded; `refreshSession` replaces it until the next page
 * brings a newer one.
 */
export function SessionProvider({ session, children }: { session: Session | null; children: ReactNode }) {
  // The same element whether signed in or not: a login or logout must not remount everything below
  // it (a form login remounted the activity stream's tracker, which recorded the first page twice).
  return <SessionContext.Provider value={useSessionValue(session)}>{children}</SessionContext.Provider>;
}

/** The session's value, or null on a public page; its hooks run either way (see above). */
function useSessionValue(session: Session | null): SessionValue | null {
  const [refreshed, setRefreshed] = useState<Refreshed | null>(null);
  // A session refreshed for an earlier page is older than the one this page brought.
  const current = session && refreshed?.basis === session ? refreshed.session : session;
  const user = current?.user ?? null;
  const featureFlags = current?.featureFlags;
  const handbooksCount = current?.handbooksCount ?? 0;
  const [preferences, setPreference] = useViewPreferences(user?.id ?? null, session?.storedViewPreferences ?? null);

  const refreshSession = useCallback(async () => {
    if (!session) return;
    // The readers (and the API paths) load with the first refresh: no page needs them to render.
    const [{ getCurrentUser }, { getFeatureFlags }] = await Promise.all([
      import('@/lib/session/get-current-user'),
      import('@/lib/session/get-feature-flags'),
    ]);
    const [freshUser, freshFlags] = await Promise.all([getCurrentUser(apiClient), getFeatureFlags(apiClient)]);
    setRefreshed({ basis: session, session: { user: freshUser, featureFlags: freshFlags, handbooksCount } });
  }, [session, handbooksCount]);

  useEffect(() => {
    if (user) setMonitoredUser(user);
  }, [user]);

  return useMemo<SessionValue | null>(() => {
    if (!user || !featureFlags) return null;
    const heldLevels = heldLevelIds(user);
    const can = sessionPolicy(user, featureFlags, preferences);
    return {
      user,
      featureFlags,
      heldLevels,
      handbooksCount,
      refreshSession,
      preferences,
      setPreference,
      can,
      menu: buildMenu({ featureFlags, heldLevels, can, handbooksCount }),
    };
  }, [user, featureFlags, handbooksCount, refreshSession, preferences, setPreference]);
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
