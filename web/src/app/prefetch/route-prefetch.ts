import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { layoutForPath } from '@fj/shared';
import { preloadLayout } from '../layouts/LayoutSwitch';
import { routeEntries, type RouteEntry } from '../route-table';

const ENTRIES = routeEntries();
const ROUTES_TO_MATCH = ENTRIES.map((entry) => ({ path: entry.path, entry }));
const started = new Map<string, Promise<void>>();

/** The route a path renders (react-router's own ranking), or undefined. */
export function routeForPath(pathname: string): RouteEntry | undefined {
  const matches = matchRoutes(ROUTES_TO_MATCH, pathname);
  return (matches?.[matches.length - 1]?.route as { entry?: RouteEntry } | undefined)?.entry;
}

function preloadOf(entry: RouteEntry): (() => Promise<unknown>) | undefined {
  if (!isValidElement(entry.element)) return undefined;
  const type = entry.element.type as { preload?: () => Promise<unknown> };
  return typeof type.preload === 'function' ? type.preload : undefined;
}

/**
 * Starts downloading what `pathname` needs (its layout's chunk and its page's chunk) without rendering it, once per
 * route; resolves when both are in (main.tsx waits for it before the first render). A failed download is ignored:
 * the navigation itself will try again and show the error.
 */
export function prefetchPath(pathname: string): Promise<void> {
  const entry = routeForPath(pathname);
  if (!entry) return Promise.resolve();
  let loads = started.get(entry.name);
  if (!loads) {
    loads = Promise.all([preloadLayout(layoutForPath(pathname)).catch(() => undefined), preloadOf(entry)?.().catch(() => undefined)]).then(() => undefined);
    started.set(entry.name, loads);
  }
  return loads;
}
