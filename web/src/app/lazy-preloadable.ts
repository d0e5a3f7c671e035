import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy with a preload that, once it has the component, lets React render it without suspending: React reads a
 * lazy module through `then`, and a module already in hand is handed over synchronously, so the Suspense fallback
 * (a spinner) never commits and the first render is the page itself. Before that it is plain React.lazy. A failed
 * load is tried again by the next preload or render.
 */
export function lazyPreloadable<T extends ComponentType>(load: () => Promise<T>): { component: LazyExoticComponent<T>; preload: () => Promise<T> } {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const component = lazy(() => {
    const ready = loaded;
    if (ready) return { then: (resolve: (module: { default: T }) => void) => resolve({ default: ready }) } as unknown as Promise<{ default: T }>;
    return preload().then((module) => ({ default: module }));
  });
  return { component, preload };
}
