/**
 * The one allow-list for rich text written by users (job descriptions, templates, company texts, candidate intros,
 * posts, newsletter issues). The API sanitises every saved body with it (api/src/lib/rich-text.ts, sanitize-html);
 * the web editor's schema produces only this markup, its paste rules clean to it, and its previews apply it
 * (web/src/components/rich-text). Structure and emphasis only: no images, styles, classes, iframes or scripts.
 */
export const RICH_TEXT_ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'] as const;
export type RichTextTag = (typeof RICH_TEXT_ALLOWED_TAGS)[number];

/** The longest post, page or newsletter body (its HTML) the API accepts. */
export const RICH_TEXT_BODY_MAX = 100_000;

/** Headings inside a body start below the page's own title and section headings. */
export const RICH_TEXT_HEADING_LEVELS = [3, 4] as const;

/** Blocks keep a `dir` (the editor writes `auto`, so each paragraph's direction follows its own text). */
export const RICH_TEXT_DIRECTION_TAGS = ['p', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote'] as const;
export const RICH_TEXT_DIRECTIONS = ['auto', 'ltr', 'rtl'] as const;

/** Links: web and mail addresses only, and they never pass on the site's reputation nor a handle back to it. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
export const RICH_TEXT_LINK_ATTRIBUTES = { rel: 'nofollow noopener noreferrer', target: '_blank' } as const;

/** Elements dropped with everything inside them (other disallowed elements keep their text). */
export const RICH_TEXT_DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title', 'head', 'xml'] as const;

/** True for an href the allow-list keeps: http(s) with a host, or mailto with an address. */
export function isAllowedRichTextHref(href: string): boolean {
  const value = href.trim();
  if (/^mailto:/i.test(value)) return /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** What a person typed into the link box as a full address: `example.com` becomes `https://example.com`. */
export function normaliseRichTextHref(input: string): string {
  const value = input.trim();
  if (!value) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return `mailto:${value}`;
  return `https://${value.replace(/^\/+/, '')}`;
}
