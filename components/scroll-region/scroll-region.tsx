import type { ReactNode } from 'react';

type ScrollRegionProps = {
  /** What it holds, as a name of its own … */
  label?: string;
  /** … or the id of the heading or caption that names it. */
  labelledBy?: string;
  children: ReactNode;
};

/**
 * A box that scrolls sideways when a wide table does not fit (a phone): a named region in the Tab
 * order, so a keyboard user can reach it and scroll it with the arrow keys even when nothing inside
 * takes focus (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
export function ScrollRegion({ label, labelledBy, children }: ScrollRegionProps) {
  return (
    <div
      className="table-responsive"
      role="region"
      tabIndex={0}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
    >
      {children}
    </div>
  );
}
