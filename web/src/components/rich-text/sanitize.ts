import {
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_DIRECTION_TAGS,
  RICH_TEXT_DIRECTIONS,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_LINK_ATTRIBUTES,
  isAllowedRichTextHref,
} from '@fj/shared';

const ALLOWED = new Set<string>(RICH_TEXT_ALLOWED_TAGS);
const WITH_DIRECTION = new Set<string>(RICH_TEXT_DIRECTION_TAGS);
const DIRECTIONS = new Set<string>(RICH_TEXT_DIRECTIONS);
const DROPPED = new Set<string>(RICH_TEXT_DROPPED_WITH_CONTENT);

function copyAllowed(node: Node, into: Node, doc: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (!(child instanceof Element)) continue;
    const tag = child.tagName.toLowerCase();
    if (!ALLOWED.has(tag)) {
      // Code and document furniture go with their content; any other element gives up its tag and keeps its text.
      if (!DROPPED.has(tag)) copyAllowed(child, into, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    const dir = child.getAttribute('dir');
    if (WITH_DIRECTION.has(tag) && dir && DIRECTIONS.has(dir)) copy.setAttribute('dir', dir);
    if (tag === 'a') {
      const href = child.getAttribute('href')?.trim();
      if (href && isAllowedRichTextHref(href)) copy.setAttribute('href', href);
      copy.setAttribute('rel', RICH_TEXT_LINK_ATTRIBUTES.rel);
      copy.setAttribute('target', RICH_TEXT_LINK_ATTRIBUTES.target);
    }
    copyAllowed(child, copy, doc);
    into.appendChild(copy);
  }
}

/** Parses HTML in an inert document (nothing in it loads or runs). */
export function parseInert(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

/**
 * HTML reduced to the shared allow-list (shared/src/rich-text.ts) with the browser's parser: the same tags,
 * directions and link rule the API's sanitize-html applies on save, so a preview shows what will be stored.
 */
export function sanitizeRichTextHtml(html: string): string {
  const parsed = parseInert(html);
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  copyAllowed(parsed.body, root, out);
  return root.innerHTML;
}
