import { blogAuthorHref, blogHref, coachingCourseHref, jobHref, playerHref, profileHref, toIsoDate } from '@fj/shared';
import { STATIC_SITEMAP_PAGES } from '../modules/feeds/feeds.render';
import { element } from '../modules/feeds/xml';
import type { PageSources } from '../page-meta';

/** sitemaps.org: at most 50,000 URLs per file; beyond that /sitemap.xml is an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

/** One kind of public page in the sitemap; `name` appears in its file names (/sitemap-<name>-<n>.xml). */
export interface SitemapSection {
  name: string;
  count(): Promise<number>;
  urls(offset: number, limit: number): Promise<SitemapUrl[]>;
}

/**
 * The public pages crawlers should find: the static pages and active jobs (as the API's /sitemap.xml lists them), the
 * organisations' pages and the published players. A new domain (posts, clubs once they can be listed) adds a section.
 */
export function sitemapSections(sources: PageSources): SitemapSection[] {
  const today = () => toIsoDate(sources.now());
  return [
    {
      name: 'pages',
      count: async () => STATIC_SITEMAP_PAGES.length,
      urls: async (offset, limit) => STATIC_SITEMAP_PAGES.slice(offset, offset + limit).map((path) => ({ path })),
    },
    {
      name: 'jobs',
      count: () => sources.feeds.countActiveJobs(today()),
      urls: async (offset, limit) =>
        (await sources.feeds.sitemapJobs(today(), limit, offset)).map((job) => ({ path: jobHref(job.slug), lastmod: new Date(job.modified_at) })),
    },
    {
      name: 'organisations',
      count: async () => (await sources.organisations.directory({ offset: 0, limit: 1 })).total,
      urls: async (offset, limit) => (await sources.organisations.directory({ offset, limit })).data.map((card) => ({ path: profileHref(card.slug) })),
    },
    {
      // Live posts (not drafts, not scheduled ahead), newest first.
      name: 'posts',
      count: async () => (await sources.posts.list({ offset: 0, limit: 1 })).total,
      urls: async (offset, limit) => (await sources.posts.list({ offset, limit })).data.map((tile) => ({ path: blogHref(tile.slug), lastmod: new Date(tile.postDate) })),
    },
    {
      // Author pages with at least one live post.
      name: 'authors',
      count: async () => (await sources.posts.liveAuthors(0, 1)).total,
      urls: async (offset, limit) => (await sources.posts.liveAuthors(offset, limit)).slugs.map((slug) => ({ path: blogAuthorHref(slug) })),
    },
    {
      // Published players only (the search the API's player list uses).
      name: 'players',
      count: async () => (await sources.players.search({}, { offset: 0, limit: 1 }, sources.now())).total,
      urls: async (offset, limit) => (await sources.players.search({}, { offset, limit }, sources.now())).rows.map((row) => ({ path: playerHref(row.slug) })),
    },
    {
      // Published Employability Hub courses (docs/coaching.md).
      name: 'courses',
      count: () => sources.coaching.publishedCount(),
      urls: async (offset, limit) => (await sources.coaching.published(offset, limit)).map((row) => ({ path: coachingCourseHref(row.slug), lastmod: new Date(row.updated_at) })),
    },
  ];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(base: string, urls: readonly SitemapUrl[]): string {
  const items = urls.map((url) => `<url>${element('loc', `${base}${url.path}`)}${url.lastmod ? element('lastmod', url.lastmod.toISOString()) : ''}</url>`);
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${items.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(base: string, files: readonly string[]): string {
  const items = files.map((file) => `<sitemap>${element('loc', `${base}/${file}`)}</sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

const fileName = (section: string, page: number) => `sitemap-${section}-${page}.xml`;

/** /sitemap.xml and its files, with absolute PUBLIC_WEB_URL addresses. */
export function createSitemap(options: { webUrl: string; sections: readonly SitemapSection[]; maxUrls?: number }) {
  const max = options.maxUrls ?? SITEMAP_MAX_URLS;
  const sections = new Map(options.sections.map((section) => [section.name, section]));

  return {
    /** One urlset while everything fits in one file, else the index of the section files. */
    async root(): Promise<string> {
      const counts = await Promise.all(options.sections.map(async (section) => ({ section, count: await section.count() })));
      if (counts.reduce((sum, { count }) => sum + count, 0) <= max) {
        const urls = await Promise.all(counts.map(({ section, count }) => (count > 0 ? section.urls(0, count) : Promise.resolve([]))));
        return urlset(options.webUrl, urls.flat());
      }
      const files = counts.flatMap(({ section, count }) => Array.from({ length: Math.ceil(count / max) }, (_, page) => fileName(section.name, page + 1)));
      return sitemapIndex(options.webUrl, files);
    },

    /** `sitemap-<section>-<n>.xml` (n from 1); undefined for a file that does not exist. */
    async file(name: string): Promise<string | undefined> {
      const match = /^sitemap-([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
      const section = match ? sections.get(match[1]!) : undefined;
      if (!match || !section) return undefined;
      const offset = (Number(match[2]) - 1) * max;
      if (offset >= (await section.count())) return undefined;
      return urlset(options.webUrl, await section.urls(offset, max));
    },
  };
}
