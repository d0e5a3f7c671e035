import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES, jobDetailHref } from '@fj/shared';
import { whenPageSettled } from '../../lib/when-idle';
import { prefetchPath, routeForPath } from './route-prefetch';

/** Where a visitor most likely goes next from a page: fetched once the page has loaded and settled. */
const NEXT_LIKELY: Record<string, string[]> = {
  home: [ROUTES.jobs],
  homeAlias: [ROUTES.jobs],
  jobs: [jobDetailHref('next')],
  jobsAlt: [jobDetailHref('next')],
};

/** Marks where idle prefetching starts, so `pnpm bench:web` can tell first-load scripts from prefetched ones. */
export const PREFETCH_MARK = 'fj:prefetch-idle';

function sameOriginPath(target: EventTarget | null): string | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return undefined;
  return anchor.origin === window.location.origin ? anchor.pathname : undefined;
}

/**
 * Route-level prefetch for every link in the app without wrapping each one: pointing at, focusing or touching a
 * same-origin link starts loading its route's chunks; and the next likely page loads when the browser is idle.
 */
export function useLinkPrefetch(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const onIntent = (event: Event) => {
      const path = sameOriginPath(event.target);
      if (path) void prefetchPath(path);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, []);

  useEffect(() => {
    const next = NEXT_LIKELY[routeForPath(pathname)?.name ?? ''];
    if (!next) return undefined;
    return whenPageSettled(() => {
      performance.mark?.(PREFETCH_MARK);
      next.forEach((path) => void prefetchPath(path));
    });
  }, [pathname]);
}
