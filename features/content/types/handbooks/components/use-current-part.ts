import { useEffect, useState } from 'react';

/**
 * The anchor of the part the reader is in (the table of contents highlights it): the last of
 * `anchors` whose element has passed the top fifth of the window. An IntersectionObserver wakes
 * the check only when an element crosses that line, so scrolling costs nothing in between.
 */
export function useCurrentPart(anchors: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(anchors[0] ?? null);
  const joined = anchors.join(' ');

  useEffect(() => {
    const elements = joined
      .split(' ')
      .map((anchor) => document.getElementById(anchor))
      .filter((element): element is HTMLElement => element !== null);
    if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const update = () => {
      const line = window.innerHeight / 5;
      const passed = elements.filter((element) => element.getBoundingClientRect().top <= line);
      setCurrent((passed.at(-1) ?? elements[0])?.id ?? null);
    };
    const observer = new IntersectionObserver(update, { rootMargin: '0px 0px -80% 0px' });
    elements.forEach((element) => observer.observe(element));
    update();
    return () => observer.disconnect();
  }, [joined]);

  return current;
}
