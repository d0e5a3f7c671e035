import { useEffect, useMemo, useRef } from 'react';

/** `callback` called once `delayMs` after the last call (§9: typed searches submit after 300 ms). */
export function useDebouncedCallback<Args extends unknown[]>(callback: (...args: Args) => void, delayMs: number) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const debounced = (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    };
    debounced.flush = (...args: Args) => {
      clearTimeout(timer.current);
      latest.current(...args);
    };
    return debounced;
  }, [delayMs]);
}
