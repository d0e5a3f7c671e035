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

/** How long after `load` deferred work waits, so it never competes with the page's own late work (long tasks). */
const SETTLE_MS = 3_000;

/**
 * Runs `task` once the page has loaded, then settled for SETTLE_MS, at an idle moment (speculative prefetch, the
 * toast host). Returns a cancel function.
 */
export function whenPageSettled(task: () => void): () => void {
  let cancelIdle = () => {};
  let timer: number | undefined;
  const settle = () => {
    timer = window.setTimeout(() => {
      cancelIdle = whenIdle(task);
    }, SETTLE_MS);
  };
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return () => {
    window.removeEventListener('load', settle);
    window.clearTimeout(timer);
    cancelIdle();
  };
}
