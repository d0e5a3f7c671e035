/**
 * Request coalescing: while a computation for a key is running, callers with the same key share its promise
 * instead of starting their own. Fifty visitors opening the job list at the same moment cost one search, not
 * fifty. Nothing is kept once the promise settles (this is not a cache: every answer was computed after the
 * request that started it arrived), and each process coalesces only its own requests.
 */
export function createCoalescer() {
  const running = new Map<string, Promise<unknown>>();
  return function coalesce<T>(key: string, work: () => Promise<T>): Promise<T> {
    const existing = running.get(key);
    if (existing) return existing as Promise<T>;
    const promise = work().finally(() => running.delete(key));
    running.set(key, promise);
    return promise;
  };
}
