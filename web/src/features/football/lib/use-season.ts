import { useCallback, useState } from 'react';

/**
 * §4: the season dropdown changes the current season and remembers the previous one (shown as "previous
 * season" so the visitor can go back); the queries keyed by the season refetch.
 */
export function useSeason(initial: string | undefined) {
  const [state, setState] = useState<{ current: string | undefined; previous: string | undefined }>({ current: undefined, previous: undefined });
  const current = state.current ?? initial;
  const change = useCallback(
    (next: string) => setState((old) => ({ current: next, previous: (old.current ?? initial) !== next ? (old.current ?? initial) : old.previous })),
    [initial],
  );
  return { season: current, previousSeason: state.previous, setSeason: change };
}
