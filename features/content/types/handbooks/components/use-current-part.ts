import { useEffect, useState } from 'react';

/** How close to the end of the page counts as the end (rounding of zoomed pages). */
const END_SLACK_PX = 2;

/**
 * Which of `elements` the reader is in. Normally the last whose top has passed the top fifth of the
 * window. At the end of a page that has scrolled, the last parts may never reach that line (the page
 * cannot scroll further): then the part the address names (a contents link just followed) when it
 * is in view, else the last part in view.
 */
export function currentPartOf(elements: readonly HTMLElement[]): HTMLElement | undefined {
  const height = window.innerHeight;
  const root = document.documentElement;
  const atEnd = window.scrollY > 0 && window.scrollY + height >= root.scrollHeight - END_SLACK_PX;
  if (atEnd) {
    const inView = elements.filter((element) => {
      const top = element.getBoundingClientRect().top;
      return top >= 0 && top < height;
    });
    const named = inView.find((element) => `#${element.id}` === window.location.hash);
    if (named ?? inView.at(-1)) return named ?? inView.at(-1);
  }
  const line = height / 5;
  const passed = elements.filter((element) => element.getBoundingClientRect().top <= line);
  return passed.at(-1) ?? elements[0];
}

/**
 * The anchor of the part the reader is in (the table of contents highlights it; currentPartOf).
 * IntersectionObservers wake the check only when an element crosses the top fifth of the window or
 * comes into view (the last parts, at the end), and a followed contents link (`hashchange`), so
 * scrolling costs nothing in between.
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
    const update = () => setCurrent(currentPartOf(elements)?.id ?? null);
    const observers = [
      new IntersectionObserver(update, { rootMargin: '0px 0px -80% 0px' }),
      new IntersectionObserver(update),
    ];
    observers.forEach((observer) => elements.forEach((element) => observer.observe(element)));
    window.addEventListener('hashchange', update);
    update();
    return () => {
      observers.forEach((observer) => observer.disconnect());
      window.removeEventListener('hashchange', update);
    };
  }, [joined]);

  return current;
}
