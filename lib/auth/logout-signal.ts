import { PRODUCT } from '@/lib/config/product';

/** The local-storage key whose change tells every other tab of the portal that the user logged out. */
export const LOGOUT_SIGNAL_KEY = `${PRODUCT.key}.logout`;

export function broadcastLogout(): void {
  try {
    window.localStorage.setItem(LOGOUT_SIGNAL_KEY, String(Date.now()));
  } catch {
    // Storage can be unavailable (private mode, quota); this tab still logs out.
  }
}

/** Calls `onLogout` when another tab logs out; returns the unsubscribe function. */
export function onLogoutInOtherTab(onLogout: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === LOGOUT_SIGNAL_KEY && event.newValue) onLogout();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
