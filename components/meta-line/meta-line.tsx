import { createElement, type ReactNode } from 'react';

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
  // Texts and the separators between them go out as one text: each text of its own is one more
  // piece of the server's HTML (with a marker between neighbours), on every line of every list.
  const children: ReactNode[] = [];
  let text = '';
  present.forEach((part, index) => {
    if (index > 0) text += SEPARATOR;
    if (typeof part === 'string' || typeof part === 'number') {
      text += String(part);
      return;
    }
    if (text !== '') children.push(text);
    text = '';
    children.push(part);
  });
  if (text !== '') children.push(text);
  // The parts are positional and never reordered: passed as arguments, they need no keys.
  return createElement(Element, { className }, ...children);
}
