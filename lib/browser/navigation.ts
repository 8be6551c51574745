/** Full-page navigations, in one place so tests can observe them (jsdom cannot navigate). */
export function loadPage(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
