import Cookies from 'js-cookie';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { parseViewPreferences, viewPreferencesKey, type ViewPreferences } from '@/lib/session/view-preferences';

/** Components of this tab that read the preferences, told when this tab writes them. */
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange); // other tabs
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

function read(key: string | null): string | null {
  if (key === null) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage unavailable: the defaults apply
  }
}

const YEAR_IN_DAYS = 365;

/** The cookie the server renders by: the same text as local storage holds. */
function mirror(key: string, stored: string): void {
  Cookies.set(key, stored, { sameSite: 'lax', secure: window.location.protocol === 'https:', expires: YEAR_IN_DAYS });
}

/**
 * The user's view preferences (lib/session/view-preferences), from local storage, the same in every
 * tab. The server and the first client render use `serverStored` (the cookie that mirrors local
 * storage), so the markup matches and the page does not change once loaded.
 */
export function useViewPreferences(
  /** Null for a visitor who is not signed in: the defaults, and nothing is stored. */
  userId: number | null,
  serverStored: string | null = null,
): [ViewPreferences, <K extends keyof ViewPreferences>(name: K, value: ViewPreferences[K]) => void] {
  const key = userId === null ? null : viewPreferencesKey(userId);
  const stored = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => serverStored,
  );
  const preferences = useMemo(() => parseViewPreferences(stored), [stored]);
  // Whatever local storage holds (set here, in another tab, or before the cookie existed), the
  // cookie follows, so the next page renders by it too.
  useEffect(() => {
    if (key !== null && stored !== null && stored !== Cookies.get(key)) mirror(key, stored);
  }, [key, stored]);
  const setPreference = useCallback(
    <K extends keyof ViewPreferences>(name: K, value: ViewPreferences[K]) => {
      if (key === null) return;
      try {
        window.localStorage.setItem(key, JSON.stringify({ ...parseViewPreferences(read(key)), [name]: value }));
      } catch {
        return;
      }
      listeners.forEach((listener) => listener());
    },
    [key],
  );
  return [preferences, setPreference];
}
