import LinkifyIt from 'linkify-it';

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const finder = new LinkifyIt();

/** Only these schemes become links; anything else (javascript:, data:, vbscript:…) stays text. */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/**
 * Splits plain message text into text and links, for rendering as React text nodes and anchors: the text is never
 * read as HTML, and a link is made only of a web address (http, https, a bare domain) or an email address.
 */
export function linkifyParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of finder.match(text) ?? []) {
    if (!SAFE_HREF.test(match.url)) continue;
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) });
    parts.push({ kind: 'link', text: match.raw, href: match.url });
    at = match.lastIndex;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}
