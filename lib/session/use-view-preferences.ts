import { useCallback, useMemo, useSyncExternalStore } from 'react';
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

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage unavailable: the defaults apply
  }
}

/**
 * The user's view preferences (lib/session/view-preferences), from local storage, the same in every
 * tab. The server and the first client render use the defaults, so the markup always matches.
 */
export function useViewPreferences(userId: number): [ViewPreferences, <K extends keyof ViewPreferences>(name: K, value: ViewPreferences[K]) => void] {
  const key = viewPreferencesKey(userId);
  const stored = useSyncExternalStore(subscribe, () => read(key), () => null);
  const preferences = useMemo(() => parseViewPreferences(stored), [stored]);
  const setPreference = useCallback(
    <K extends keyof ViewPreferences>(name: K, value: ViewPreferences[K]) => {
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
