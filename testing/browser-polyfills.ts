// What jsdom lacks and the portal's components use, answered the way a browser would. Test files
// that run in Node have no window, and get nothing.
if (typeof window !== 'undefined') {
  // jsdom has no matchMedia; react-bootstrap asks it about widths. Answer min/max-width queries from
  // window.innerWidth so components see the viewport a test sets.
  function matchesWidthQuery(query: string): boolean {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
  }

  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      media: query,
      get matches() {
        return matchesWidthQuery(query);
      },
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  // Components that watch visibility (the handbook's current part) need the API; this test double
  // never reports, so nothing updates state outside act() in tests.
  class NoIntersectionObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: NoIntersectionObserver });
}

export {};

if (typeof window !== 'undefined' && !Range.prototype.getClientRects) {
  // jsdom lays nothing out, and its ranges have no geometry; the rich-text editor (ProseMirror)
  // measures the selection to scroll it into view. Empty geometry is what a hidden range answers.
  Range.prototype.getClientRects = function getClientRects() {
    return Object.assign([], { item: () => null }) as unknown as DOMRectList;
  };
  Range.prototype.getBoundingClientRect = function getBoundingClientRect() {
    return new DOMRect(0, 0, 0, 0);
  };
}
