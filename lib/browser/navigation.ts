/** Full-page navigations, in one place so tests can observe them (jsdom cannot navigate). */
export function loadPage(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}

/** The message of the error that stops an in-app navigation the user declined (monitoring ignores it). */
export const NAVIGATION_CANCELLED = 'Navigation cancelled: unsaved changes';
