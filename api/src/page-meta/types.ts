import type { RouteName } from '@fj/shared';

/** What one public page says about itself in the initial HTML (docs/seo.md). */
export interface PageMeta {
  /** The page's own title, without the site name (the renderer appends it). */
  title: string;
  /** One or two sentences of plain text; cut to about 160 characters. */
  description: string;
  /** Path (with its query, if any) of the one address of this content; made absolute with PUBLIC_WEB_URL. */
  canonicalPath: string;
  /** Open Graph type: `website` by default; `article` for posts, `profile` for people. */
  ogType?: 'website' | 'article' | 'profile';
  /** Absolute URL of an image for link previews (a logo or photo served by the API's /media). */
  image?: string;
  /** schema.org objects, each rendered as its own JSON-LD script. */
  jsonLd?: readonly object[];
  /** Pages that must not be indexed (account areas, sign-in); they still render. */
  noindex?: boolean;
}

/** A builder's answer: the page, "no such object" (HTTP 404 with the SPA's not-found page), or a move (301). */
export type PageAnswer = { kind: 'page'; meta: PageMeta } | { kind: 'not-found' } | { kind: 'moved'; path: string };

/** Site-wide settings the builders need to make absolute addresses. */
export interface SiteContext {
  /** PUBLIC_WEB_URL without a trailing slash. */
  webUrl: string;
  /** PUBLIC_API_URL without a trailing slash: /media images are served from it. */
  apiUrl: string;
}

/**
 * One builder per kind of public route: which routes it answers (names from shared ROUTES, so a renamed route is a
 * compile error) and how it reads its object. `params` are the route's decoded path parameters.
 */
export interface PageBuilder {
  routes: readonly RouteName[];
  build(params: Readonly<Record<string, string>>, site: SiteContext): Promise<PageAnswer>;
}

export const page = (meta: PageMeta): PageAnswer => ({ kind: 'page', meta });
export const NOT_FOUND: PageAnswer = { kind: 'not-found' };
