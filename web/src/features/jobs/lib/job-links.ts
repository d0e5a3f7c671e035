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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** `&lt;`, `&#39;`, `&#x27;`… back to their characters, in one pass (so `&amp;lt;` stays the text `&lt;`). */
const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });

/**
 * §3 the listing item's `location` is HTML (escaped text, places separated by <br>); the SPA only ever shows it as
 * text, and React escapes it again, so it is decoded here once: a city typed as `U<18` shows as `U<18`, not `U&lt;18`.
 */
export function plainText(html: string | undefined): string {
  if (!html) return '';
  return decodeEntities(html.replace(/<br\s*\/?>/gi, ' · ').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}
