/**
 * Runs `work` when the browser is next idle (at the latest after `timeout` ms); Safari has no idle
 * callbacks, and runs it `fallback` ms from now. Returns what cancels it.
 */
export function whenIdle(work: () => void, { timeout = 2000, fallback = 200 } = {}): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, fallback);
  return () => clearTimeout(handle);
}
