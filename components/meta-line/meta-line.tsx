import { Fragment, type ReactNode } from 'react';

type MetaLineProps = {
  /** The facts in order; `null`, `false`, `undefined` and `''` are absent ones and leave no trace. */
  parts: readonly ReactNode[];
  className?: string;
  /** A paragraph of its own, or a line inside another element. */
  as?: 'p' | 'span' | 'div';
};

const SEPARATOR = ' · ';

/** Whether a part has something to show. */
function isPresent(part: ReactNode): boolean {
  return part !== null && part !== undefined && part !== false && part !== true && part !== '';
}

/**
 * A line of facts ("date · author · categories"): the separator stands only between parts that are
 * there, so a missing first fact never leaves a line starting with "·", and no facts at all render
 * nothing.
 */
export function MetaLine({ parts, className, as: Element = 'p' }: MetaLineProps) {
  const present = parts.filter(isPresent);
  if (present.length === 0) return null;
  return (
    <Element className={className}>
      {present.map((part, index) => (
        // The parts are positional and never reordered, so their index is their identity.
        <Fragment key={index}>
          {index > 0 && SEPARATOR}
          {part}
        </Fragment>
      ))}
    </Element>
  );
}
