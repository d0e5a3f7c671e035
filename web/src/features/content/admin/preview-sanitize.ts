/**
 * The editor preview's allowlist: the same tags and link rule as the server's sanitiser (api/src/lib/rich-text.ts),
 * applied with the browser's own parser so the preview shows what will be stored. The server sanitises again on save;
 * this only keeps the preview honest and harmless (parsed in an inert document, so nothing runs while it is read).
 */
const ALLOWED_TAGS = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'UL', 'OL', 'LI', 'H3', 'H4', 'BLOCKQUOTE', 'A']);
const SAFE_HREF = /^(https?:|mailto:)/i;

function clean(node: Node, into: Node, doc: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child instanceof Element) {
      if (!ALLOWED_TAGS.has(child.tagName)) {
        // Disallowed element: dropped with its content when it is code, otherwise its text is kept.
        if (!['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE'].includes(child.tagName)) clean(child, into, doc);
        continue;
      }
      const copy = doc.createElement(child.tagName.toLowerCase());
      const href = child.getAttribute('href');
      if (child.tagName === 'A' && href && SAFE_HREF.test(href.trim())) {
        copy.setAttribute('href', href.trim());
        copy.setAttribute('rel', 'nofollow noopener noreferrer');
        copy.setAttribute('target', '_blank');
      }
      clean(child, copy, doc);
      into.appendChild(copy);
    }
  }
}

export function sanitizeForPreview(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  clean(parsed.body, root, out);
  return root.innerHTML;
}
