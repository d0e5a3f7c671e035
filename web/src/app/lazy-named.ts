import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export, so an area's pages share one chunk (its `pages/index.ts`). */
export function lazyNamed<Module, Name extends keyof Module>(loader: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await loader())[name] as unknown as ComponentType }));
}
