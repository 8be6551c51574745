import type { KeyboardEvent } from 'react';

const HOME = 'Home';
const END = 'End';

/**
 * Home and End in an open menu move to its first and last item (spec §9 key codes 36 and 35);
 * react-bootstrap's dropdown already handles the arrows, Enter, Space, Escape and Tab.
 */
export function moveToMenuEnds(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== HOME && event.key !== END) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('.dropdown-item:not(.disabled):not(:disabled)')];
  const target = event.key === HOME ? items[0] : items[items.length - 1];
  if (!target) return;
  event.preventDefault();
  target.focus();
}
