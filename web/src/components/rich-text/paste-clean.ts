import { parseInert, sanitizeRichTextHtml } from './sanitize';

/**
 * Paste from Word, Google Docs and web pages, cleaned to the allow-list before the editor reads it. The office
 * formats carry their meaning in styles the allow-list drops, so that meaning is turned into tags first:
 * - Google Docs wraps everything in `<b id="docs-internal-guid-…" style="font-weight:normal">` (unwrapped, or the
 *   whole paste would turn bold) and marks bold/italic/underline/strike with span styles (turned into tags);
 * - Word writes list items as `<p class="MsoListParagraph…" style="mso-list:…">` with a typed bullet or number
 *   (grouped into a real list, the typed marker dropped), blank lines as `<p><o:p>&nbsp;</o:p></p>` (dropped);
 * - headings of any level map onto the two the allow-list keeps (h1–h3 → h3, h4–h6 → h4).
 * Everything else (fonts, colours, classes, spans, comments, `o:p`) goes with the allow-list.
 */
export function cleanPastedHtml(html: string): string {
  const doc = parseInert(html);
  const body = doc.body;

  body.querySelectorAll('b[id^="docs-internal-guid"]').forEach(unwrap);
  groupWordLists(doc, body);
  body.querySelectorAll(WORD_MARKER).forEach((el) => el.remove());
  body.querySelectorAll<HTMLElement>('span[style], font[style]').forEach((span) => styleToTags(doc, span));
  for (const [from, to] of [['h1', 'h3'], ['h2', 'h3'], ['h5', 'h4'], ['h6', 'h4']] as const) {
    body.querySelectorAll(from).forEach((el) => rename(doc, el, to));
  }
  body.querySelectorAll('p').forEach((p) => {
    if (!p.textContent?.replace(/\u00a0/g, ' ').trim() && !p.querySelector('br, a')) p.remove();
  });
  return sanitizeRichTextHtml(body.innerHTML);
}

function unwrap(el: Element): void {
  el.replaceWith(...Array.from(el.childNodes));
}

function rename(doc: Document, el: Element, tag: string): Element {
  const next = doc.createElement(tag);
  const dir = el.getAttribute('dir');
  if (dir) next.setAttribute('dir', dir);
  next.append(...Array.from(el.childNodes));
  el.replaceWith(next);
  return next;
}

/** Bold, italic, underline and strike written as a span's style become the tags the allow-list keeps. */
function styleToTags(doc: Document, span: HTMLElement): void {
  const style = span.getAttribute('style')?.toLowerCase() ?? '';
  const weight = /font-weight:\s*(bold|[6-9]00)/.test(style);
  const tags = [
    weight && 'strong',
    /font-style:\s*italic/.test(style) && 'em',
    /text-decoration[^;]*underline/.test(style) && 'u',
    /text-decoration[^;]*line-through/.test(style) && 's',
  ].filter((tag): tag is string => !!tag);
  let inner: Node[] = Array.from(span.childNodes);
  for (const tag of tags) {
    const wrap = doc.createElement(tag);
    wrap.append(...inner);
    inner = [wrap];
  }
  span.replaceChildren(...inner);
}

/** Word's typed bullet or number, kept for other programs inside a span it marks to be ignored. */
const WORD_MARKER = '[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]';

const isWordListItem = (el: Element | null): el is HTMLElement =>
  !!el && el.tagName === 'P' && (/MsoListParagraph/i.test(el.className) || /mso-list:\s*l\d/i.test(el.getAttribute('style') ?? ''));

/** Word numbers each list (`mso-list:l0 level1 lfo1`): consecutive items of two lists are two lists. */
const wordListId = (el: Element) => /mso-list:\s*(l\d+)/i.exec(el.getAttribute('style') ?? '')?.[1] ?? '';

/** Runs of Word's list paragraphs become one <ol> (typed marker was a number or letter) or <ul>. */
function groupWordLists(doc: Document, body: HTMLElement): void {
  for (const first of Array.from(body.querySelectorAll('p'))) {
    const before = first.previousElementSibling;
    if (!first.isConnected || !isWordListItem(first) || (isWordListItem(before) && wordListId(before) === wordListId(first))) continue;
    const items: HTMLElement[] = [];
    const listId = wordListId(first);
    for (let el: Element | null = first; isWordListItem(el) && wordListId(el) === listId; el = el.nextElementSibling) items.push(el);
    const numbered = /^\s*(\d+|[a-z]|[ivxlc]+)[.)]/i.test(items[0]!.textContent ?? '') && !/^\s*[·•o§]/.test(items[0]!.textContent ?? '');
    const list = doc.createElement(numbered ? 'ol' : 'ul');
    first.before(list);
    for (const item of items) {
      const li = doc.createElement('li');
      li.append(...Array.from(item.childNodes));
      const markers = li.querySelectorAll(WORD_MARKER);
      if (markers.length) markers.forEach((marker) => marker.remove());
      else stripTypedMarker(li);
      list.append(li);
      item.remove();
    }
  }
}

/** Word without its marked span (some converters) leaves the typed "1." or "·" at the start of the item's text. */
function stripTypedMarker(li: HTMLElement): void {
  const walker = li.ownerDocument.createTreeWalker(li, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!text.replace(/\u00a0/g, ' ').trim()) continue;
    node.textContent = text.replace(/^[\s\u00a0]*(?:[·•o§▪-]|\d+[.)]|[a-z][.)]|[ivxlc]+[.)])[\s\u00a0]+/i, '');
    return;
  }
}
