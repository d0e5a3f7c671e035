import type { ComponentType, LazyExoticComponent } from 'react';
import { loadFullCatalogue, loadJobsCatalogue } from '../i18n';
import { lazyPreloadable } from './lazy-preloadable';

/** A lazy page that can start loading its chunk before it renders (hover, focus, idle: see prefetch/). */
export type PreloadableComponent = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * Which catalogue sections a page needs before it renders (src/i18n/sections.ts): 'full' (the default) waits for the
 * whole of the active language's catalogue alongside the page's chunk; 'jobs' for the jobs section only (the jobs
 * list and the job page); 'public' is for pages whose text is all in the public half (home), so their first load
 * carries no area text.
 */
export type PageCatalogue = 'full' | 'jobs' | 'public';

const CATALOGUE_LOADS: Record<PageCatalogue, () => Promise<void>> = {
  full: loadFullCatalogue,
  jobs: loadJobsCatalogue,
  public: () => Promise.resolve(),
};

/** React.lazy for a named export, so an area's pages share one chunk (its `pages/index.ts`). */
export function lazyNamed<Module, Name extends keyof Module>(
  loader: () => Promise<Module>,
  name: Name,
  catalogue: PageCatalogue = 'full',
): PreloadableComponent {
  // Downloaded side by side; a failed catalogue download still renders the page (English or the keys show).
  const load = async () => (await Promise.all([loader(), CATALOGUE_LOADS[catalogue]().catch(() => undefined)]))[0];
  const { component, preload } = lazyPreloadable(async () => (await load())[name] as unknown as ComponentType);
  return Object.assign(component, { preload });
}
