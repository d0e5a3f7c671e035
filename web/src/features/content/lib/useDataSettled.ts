import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * True once no query is fetching after the caller's children mounted (their fetches have begun by the time this
 * effect runs), or after `maxWaitMs` at most, whichever comes first; then it stays true. Lets a part that fetches
 * several lists show them together in the space held for it, instead of each list pushing the next one down as it
 * arrives while the visitor is looking (layout shift).
 */
export function useDataSettled(maxWaitMs: number): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    const done = () => setSettled(true);
    const timer = window.setTimeout(done, maxWaitMs);
    const check = () => {
      if (queryClient.isFetching() === 0) done();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, [settled, queryClient, maxWaitMs]);
  return settled;
}
