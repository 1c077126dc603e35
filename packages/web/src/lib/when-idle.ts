/**
 * Runs `run` once the browser has a moment with nothing to do (at the latest after `timeout` ms),
 * for work the page's first paint should not wait behind; where requestIdleCallback is missing
 * (Safari, jsdom), on the next task. Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeout?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}
