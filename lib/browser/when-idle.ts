/**
 * Runs `task` once the browser is idle (after hydration, when called from an effect), at the latest
 * after `timeout` ms; a timer where there is no `requestIdleCallback` (Safari). Returns the cancel.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, 1);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task, { timeout });
  return () => window.cancelIdleCallback(handle);
}

/**
 * Resolves in a task of its own, so the browser can take input and paint between two parts of a
 * long piece of work (a task over 50 ms blocks a tap for its whole length).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    window.setTimeout(resolve, 0);
  });
}
