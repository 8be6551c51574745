// The page's Cumulative Layout Shift as Lighthouse counts it (shifts without recent input), for
// tests that a late part (a chart, a picture) takes its place without moving what is below it.
import type { Page } from 'playwright-core';

/** Starts recording the page's layout shifts; call before the visit. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts recorded so far: a frame's shifts are reported after it, so two frames on. */
export async function totalLayoutShift(page: Page): Promise<number> {
  const shifts = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { layoutShifts: number[] }).layoutShifts)),
        ),
      ),
  );
  return shifts.reduce((sum, value) => sum + value, 0);
}
