import { builderIndex } from './registry';
import { matchClientRoute } from './client-routes';
import { compileTemplate, NOT_FOUND_META, renderHeadTags, SITE_NAME } from './head';
import { staticPageMeta } from './builders/static-pages';
import type { PageBuilder, SiteContext } from './types';

export { createPageBuilders } from './registry';
export { createPageSources, type PageSources } from './sources';
export { privatePathPrefixes } from './private-routes';
export type { PageBuilder, PageAnswer, PageMeta, SiteContext } from './types';

export type RenderedPage = { status: 200 | 404; html: string } | { status: 301; location: string };

/**
 * The SPA's index.html for one path, with that page's own head tags: 200 for a route of the SPA (404 when its
 * object does not exist), 301 for a moved object, 404 with the not-found meta for a path the SPA has no route for.
 */
export function createPageRenderer(options: { indexHtml: string; site: SiteContext; builders: readonly PageBuilder[] }) {
  const fill = compileTemplate(options.indexHtml);
  const builders = builderIndex(options.builders);
  const notFound = { status: 404 as const, html: fill(renderHeadTags(NOT_FOUND_META, options.site)) };

  /** The SPA with neutral, unindexed head tags: what a page gets when its object cannot be read (database outage). */
  const unavailable = fill(
    renderHeadTags({ title: SITE_NAME, description: 'Jobs in football, organisations and candidate profiles.', canonicalPath: '/', noindex: true }, options.site),
  );

  async function render(pathname: string): Promise<RenderedPage> {
    const route = matchClientRoute(pathname);
    if (!route) return notFound;
    const builder = builders.get(route.name);
    const answer = builder ? await builder.build(route.params, options.site) : staticPageMeta(route.name, pathname);
    if (answer.kind === 'not-found') return notFound;
    if (answer.kind === 'moved') return { status: 301, location: answer.path };
    return { status: 200, html: fill(renderHeadTags(answer.meta, options.site)) };
  }

  return { render, unavailableHtml: unavailable };
}
