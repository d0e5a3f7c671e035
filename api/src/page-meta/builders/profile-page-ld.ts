import { absoluteUrl } from '../head';
import type { SiteContext } from '../types';

/** schema.org ProfilePage about one person (a candidate, a blog author), at the page's canonical address. */
export function profilePageLd(site: SiteContext, canonicalPath: string, person: Record<string, unknown>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absoluteUrl(site.webUrl, canonicalPath),
    mainEntity: { '@type': 'Person', ...person },
  };
}
