/** At the latest this long after being asked, idle or not. */
const IDLE_TIMEOUT_MS = 2000;
/** Where there are no idle callbacks (Safari): this long after being asked. */
const NO_IDLE_DELAY_MS = 200;

/** Runs `work` when the browser is next idle; returns what cancels it. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, NO_IDLE_DELAY_MS);
  return () => clearTimeout(handle);
}
