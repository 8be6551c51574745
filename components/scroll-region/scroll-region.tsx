import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './scroll-region.module.scss';

type ScrollRegionProps = {
  /** What it holds, as a name of its own … */
  label?: string;
  /** … or the id of the heading or caption that names it. */
  labelledBy?: string;
  children: ReactNode;
};

/** Which sides hide content: set while the content is wider than the box. */
type Overflow = { start: boolean; end: boolean };

const NONE: Overflow = { start: false, end: false };

function overflowOf(box: HTMLElement): Overflow {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= 1) return NONE;
  // RTL pages scroll to negative positions: the distance from the start is the absolute value.
  const scrolled = Math.abs(box.scrollLeft);
  return { start: scrolled > 1, end: scrolled < hidden - 1 };
}

/**
 * A box that scrolls sideways when a wide table does not fit (a phone): a named region in the Tab
 * order, so a keyboard user can reach it and scroll it with the arrow keys even when nothing inside
 * takes focus (WCAG 2.1.1; axe `scrollable-region-focusable`). While its content is wider than the
 * box, a shade at each edge that hides columns shows that there is more, and a hint beneath (also
 * the region's description for screen readers) says so in words.
 */
export function ScrollRegion({ label, labelledBy, children }: ScrollRegionProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>(NONE);
  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const next = overflowOf(element);
    setOverflow((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, []);

  useEffect(() => {
    const element = box.current;
    measure();
    if (!element) return undefined;
    // The width changes with the window, and the content with the data (a table filled in later).
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const scrolls = overflow.start || overflow.end;
  return (
    <div
      className={styles.frame}
      data-more-start={overflow.start || undefined}
      data-more-end={overflow.end || undefined}
    >
      <div
        ref={box}
        className="table-responsive"
        role="region"
        tabIndex={0}
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-describedby={scrolls ? hintId : undefined}
        onScroll={measure}
      >
        {children}
      </div>
      {scrolls && (
        <p id={hintId} className={styles.hint}>
          {t('scrollRegion.hint')}
        </p>
      )}
    </div>
  );
}
