import { useSyncExternalStore } from 'react';

/**
 * The current time, refreshed every `tickMs` and rounded down to it (so the value is stable
 * between ticks). Null while rendering on the server: a time-dependent text is then client-only,
 * and server and client markup agree.
 */
export function useNow(tickMs: number): number | null {
  return useSyncExternalStore(
    (onTick) => {
      const timer = setInterval(onTick, tickMs);
      return () => clearInterval(timer);
    },
    () => Math.floor(Date.now() / tickMs) * tickMs,
    () => null,
  );
}
