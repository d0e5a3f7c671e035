import { htmlToText } from '../modules/candidates/html-to-text';

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a quoted attribute value: the five HTML-significant characters escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

/**
 * A `<script type="application/ld+json">` element. JSON.stringify leaves `<`, `>` and `&` as they are, so
 * `</script>` or `<!--` inside a job description would end the element; they become \u escapes (still the same
 * JSON), and so do U+2028/U+2029, which old JavaScript parsers treat as line ends.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json">${json}</script>`;
}

/** Plain one-line text of sanitised HTML (descriptions, intros). */
export const plainText = (html: string): string => htmlToText(html).replace(/\s+/g, ' ').trim();

/** Plain text cut at a word boundary to at most `max` characters (meta descriptions: about 160). */
export function cutText(text: string, max = 160): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(oneLine); // code points, so an emoji is never cut in half
  if (chars.length <= max) return oneLine;
  const cut = chars.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
