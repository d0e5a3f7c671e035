import type { RouteName } from '@fj/shared';
import { clubPageBuilder, playerPageBuilder, staffPageBuilder } from './builders/football';
import { blogAuthorPageBuilder } from './builders/blog-author';
import { blogPostPageBuilder } from './builders/blog-post';
import { coachingCertificatePageBuilder, coachingCoursePageBuilder } from './builders/coaching';
import { jobPageBuilder } from './builders/job';
import { profilePageBuilder } from './builders/profile';
import type { PageSources } from './sources';
import type { PageBuilder } from './types';

/**
 * The object pages the web server describes in the initial HTML: one builder per route kind. To add one (blog post,
 * competition): write `builders/<kind>.ts` returning a PageBuilder that reads its object through the
 * domain's service (added to sources.ts) and answers NOT_FOUND for a missing or non-public object, then list it
 * here. Routes without a builder get their static title (builders/static-pages.ts). See docs/seo.md.
 */
export function createPageBuilders(sources: PageSources): PageBuilder[] {
  return [jobPageBuilder(sources), profilePageBuilder(sources), playerPageBuilder(sources), staffPageBuilder(sources), clubPageBuilder(sources), blogPostPageBuilder(sources), blogAuthorPageBuilder(sources), coachingCoursePageBuilder(sources), coachingCertificatePageBuilder(sources)];
}

/** Route name → its builder; a route claimed twice is a programming error caught at start. */
export function builderIndex(builders: readonly PageBuilder[]): ReadonlyMap<RouteName, PageBuilder> {
  const index = new Map<RouteName, PageBuilder>();
  for (const builder of builders) {
    for (const route of builder.routes) {
      if (index.has(route)) throw new Error(`Two page builders answer the route "${route}"`);
      index.set(route, builder);
    }
  }
  return index;
}
