/**
 * Whether the browser is still hydrating the page the server rendered: from the page script's start
 * until the application's first effect. Components read it once, when they mount, to keep a text
 * the server already wrote instead of computing it again during hydration.
 */
let hydrated = false;

/** True only in the browser, on a page the server rendered, before the application has hydrated it. */
export function hydrationPending(): boolean {
  return !hydrated && typeof document !== 'undefined' && document.getElementById('__NEXT_DATA__') !== null;
}

/** Called from the application's first effect: every component mounted from then on renders itself. */
export function markHydrated(): void {
  hydrated = true;
}
