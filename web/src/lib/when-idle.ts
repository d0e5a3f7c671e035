/** Slowest a deferred task may wait for an idle moment (ms); a busy page still gets it done. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` when the main thread is idle (requestIdleCallback, else a short timeout, e.g. Safari and jsdom).
 * Returns a cancel function, so it can be an effect's cleanup.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
