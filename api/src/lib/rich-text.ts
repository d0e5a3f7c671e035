import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist for rich text written by users (profile intros; later job descriptions and posts): structure and
 * emphasis only. No images, styles, classes, iframes or scripts; links are http(s)/mailto and open as
 * nofollow/noopener so a profile cannot borrow the site's reputation or reach back into it.
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
  },
};

/** Sanitized HTML, safe to store and to render as HTML. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}
