import { jobHref } from '@fj/shared';

/** The SPA path of a listed job: its slug when sent, else the path part of its `link`. */
export function jobPath(item: { slug?: string; link?: string }): string {
  if (item.slug) return jobHref(item.slug);
  const link = item.link ?? '';
  try {
    return new URL(link, 'http://local').pathname;
  } catch {
    return link;
  }
}

/** The slug of a job path such as /job/{slug} or /job-detail/{slug}. */
export function slugOfPath(path: string): string | undefined {
  const match = /\/job(?:-detail|1)?\/([^/?#]+)/.exec(path);
  return match ? decodeURIComponent(match[1]) : undefined;
}

/** §3 the listing item's location may hold markup; the SPA only ever shows it as text. */
export function plainText(html: string | undefined): string {
  if (!html) return '';
  return html.replace(/<br\s*\/?>/gi, ' · ').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}
