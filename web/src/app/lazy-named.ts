import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy page that can start loading its chunk before it renders (hover, focus, idle: see prefetch/). */
export type PreloadableComponent = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** React.lazy for a named export, so an area's pages share one chunk (its `pages/index.ts`). */
export function lazyNamed<Module, Name extends keyof Module>(loader: () => Promise<Module>, name: Name): PreloadableComponent {
  const component = lazy(async () => ({ default: (await loader())[name] as unknown as ComponentType }));
  return Object.assign(component, { preload: loader });
}
