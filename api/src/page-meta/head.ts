import { escapeHtml, jsonLdScript } from './html';
import type { PageMeta, SiteContext } from './types';

export const SITE_NAME = 'Football Jobs';

/** Meta of the SPA's not-found page (served with HTTP 404). */
export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: 'This page does not exist. Browse jobs in football, employers and candidate profiles instead.',
  canonicalPath: '/',
  noindex: true,
};

export const absoluteUrl = (base: string, path: string): string => `${base}${path.startsWith('/') ? path : `/${path}`}`;

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The head tags of one page: title, description, canonical, robots, Open Graph, Twitter card and JSON-LD. */
export function renderHeadTags(page: PageMeta, site: SiteContext): string {
  const title = page.title === SITE_NAME ? SITE_NAME : `${page.title} | ${SITE_NAME}`;
  const canonical = absoluteUrl(site.webUrl, page.canonicalPath);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', page.description),
    page.noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', page.ogType ?? 'website'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    ...(page.image ? [meta('property', 'og:image', page.image)] : []),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    ...(page.image ? [meta('name', 'twitter:image', page.image)] : []),
    ...(page.jsonLd ?? []).map(jsonLdScript),
  ];
  return tags.join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/**
 * The built index.html split around the place where a page's own tags go: its generic `<title>` and description
 * are taken out and the page tags are put where the title was (after charset and viewport), else before `</head>`.
 */
export function compileTemplate(indexHtml: string): (headTags: string) => string {
  if (!/<\/head>/i.test(indexHtml)) throw new Error('index.html has no </head>: cannot add page head tags');
  const withoutDescription = indexHtml.replace(DESCRIPTION, '');
  const titleAt = withoutDescription.search(TITLE);
  const [before, after] =
    titleAt >= 0
      ? [withoutDescription.slice(0, titleAt), withoutDescription.slice(titleAt).replace(TITLE, '')]
      : [withoutDescription.slice(0, withoutDescription.search(/<\/head>/i)), withoutDescription.slice(withoutDescription.search(/<\/head>/i))];
  return (headTags) => `${before}${headTags}\n    ${after}`;
}
