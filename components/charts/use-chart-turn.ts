import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/browser/when-idle';

/** The cards waiting to draw their chart, in the order they asked. */
const waiting: Array<() => void> = [];
let granting = false;

/** Grants the next card its turn once the browser is idle, then the one after it, and so on. */
function grantNext(): void {
  const grant = waiting.shift();
  if (!grant) {
    granting = false;
    return;
  }
  granting = true;
  whenIdle(() => {
    grant();
    grantNext();
  });
}

/**
 * Whether a card may draw its chart now that it wants to (its chart's module is there and the card
 * is near the screen): one card per idle turn, so each chart renders in a task of its own. Drawn
 * together, the two or three charts near a phone's screen made one task of over 100 ms when the
 * chart module arrived, blocking input all along.
 */
export function useChartTurn(wanted: boolean): boolean {
  const [granted, setGranted] = useState(false);
  useEffect(() => {
    if (!wanted || granted) return undefined;
    const grant = () => setGranted(true);
    waiting.push(grant);
    if (!granting) grantNext();
    return () => {
      const index = waiting.indexOf(grant);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [wanted, granted]);
  return wanted && granted;
}
