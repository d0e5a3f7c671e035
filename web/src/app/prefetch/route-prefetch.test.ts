import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { routeEntries } from '../route-table';
import { prefetchPath, routeForPath } from './route-prefetch';

describe('route prefetch', () => {
  it.each([
    ['/', 'home'],
    ['/jobs-in-football/', 'jobs'],
    ['/job/head-coach-u18', 'job'],
    ['/employer/packages/', 'employerPackages'],
    ['/signin', 'signin'],
    ['/no-such-page', 'catchAll'],
  ])('%s is the %s route, ranked as the router ranks it', (path, name) => {
    expect(routeForPath(path)?.name).toBe(name);
  });

  it('every page that is its own lazy chunk can be preloaded', () => {
    const lazyWithoutPreload = routeEntries().filter((entry) => {
      if (!isValidElement(entry.element)) return false;
      const type = entry.element.type as { $$typeof?: symbol; preload?: unknown };
      return type.$$typeof === Symbol.for('react.lazy') && typeof type.preload !== 'function';
    });
    expect(lazyWithoutPreload.map((entry) => entry.name)).toEqual([]);
  });

  it('prefetching loads the route chunk once and never throws', () => {
    expect(() => prefetchPath('/jobs-in-football/')).not.toThrow();
    expect(() => prefetchPath('/jobs-in-football/')).not.toThrow();
    expect(() => prefetchPath('/unknown/path')).not.toThrow();
  });
});
