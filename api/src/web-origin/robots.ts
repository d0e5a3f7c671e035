import { privatePathPrefixes } from '../page-meta';

/** robots.txt for the web origin: everything public may be crawled except the signed-in areas; where the sitemap is. */
export function robotsTxt(webUrl: string): string {
  const disallow = privatePathPrefixes().map((prefix) => `Disallow: ${prefix}`);
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${webUrl}/sitemap.xml`, ''].join('\n');
}
