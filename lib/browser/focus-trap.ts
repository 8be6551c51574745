/** What Tab can reach. */
const TABBABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements inside `container` that Tab stops at, in document order. */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/** A keydown on a dialog, from React or the DOM. */
type TabKeyEvent = { key: string; shiftKey: boolean; currentTarget: HTMLElement; preventDefault(): void };

/**
 * Keeps Tab and Shift+Tab inside an open dialog: past the last stop back to the first, and before
 * the first to the last, instead of out to the page behind it. For the dialog's keydown handler.
 */
export function keepTabInside(event: TabKeyEvent): void {
  if (event.key !== 'Tab') return;
  const stops = tabbableIn(event.currentTarget);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  // From the dialog itself (focused when it opens) Shift+Tab would leave it too.
  const atStart = active === first || active === event.currentTarget || !event.currentTarget.contains(active);
  if (event.shiftKey && atStart) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
