import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far below (or above) the screen an element counts as near: a chart is drawn before it scrolls in. */
const NEAR = '300px 0px';

/**
 * Whether the element has come near the screen (and from then on stays so); false on the server and
 * in the first render, so the page hydrates as the server rendered it. Where the browser cannot tell
 * (no IntersectionObserver) it is near at once. A dashboard draws each card's chart only then: on a
 * phone the cards below the first screen keep their tables until scrolled to (issue 28: drawing every
 * chart at once blocked the main thread while the page loaded).
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      const soon = window.setTimeout(() => setNear(true), 0);
      return () => window.clearTimeout(soon);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
