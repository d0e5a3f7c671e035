import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { TIMINGS } from '@fj/shared';

/** §4: menus close 100 ms after each navigation (lets the tap feedback show before the panel slides away). */
export function useCloseAfterNavigation(close: () => void): void {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(close, TIMINGS.menuCloseMs);
    return () => window.clearTimeout(timer);
  }, [pathname, search, hash, close]);
}
