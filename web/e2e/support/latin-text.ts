// What an Arabic page still shows in Latin letters: visible text nodes (and input placeholders) outside data.
// Data is marked in the SPA: `data-i18n-skip` (content users wrote or named: people, organisations, job titles,
// descriptions, emails) or `translate="no"`, and an element in another language (`lang="en"`, the language switch)
// speaks for itself.
import type { Page } from 'playwright-core';
import { unexpectedLatinWords } from '../../src/i18n/latin-allowlist';

export interface LatinText {
  text: string;
  /** A short CSS-like path of the element holding it, to find it in the source. */
  where: string;
}

/**
 * Runs in the page. Kept as source text: a compiled function would carry the test bundler's helpers
 * (esbuild's `__name`), which do not exist in the page.
 */
const FIND_LATIN_TEXT = `(() => {
  const skipped = (element) => {
    for (let node = element; node; node = node.parentElement) {
      if (node.hasAttribute('data-i18n-skip') || node.getAttribute('translate') === 'no') return true;
      const lang = node.getAttribute('lang');
      if (lang && node !== document.documentElement && !lang.startsWith('ar')) return true;
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(node.tagName)) return true;
    }
    return false;
  };
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };
  const where = (element) => {
    const parts = [];
    for (let node = element; node && parts.length < 4; node = node.parentElement) {
      const id = node.getAttribute('data-testid');
      const cls = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
      parts.unshift(node.tagName.toLowerCase() + (id ? '[data-testid=' + id + ']' : cls ? '.' + cls : ''));
    }
    return parts.join(' > ');
  };
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.nodeValue || '').trim();
    const parent = node.parentElement;
    if (!text || !/[A-Za-z]/.test(text) || !parent || skipped(parent) || !visible(parent)) continue;
    found.push({ text: text.slice(0, 120), where: where(parent) });
  }
  for (const input of Array.from(document.querySelectorAll('input[placeholder], textarea[placeholder]'))) {
    const text = input.getAttribute('placeholder') || '';
    if (/[A-Za-z]/.test(text) && !skipped(input) && visible(input)) found.push({ text, where: where(input) + '@placeholder' });
  }
  return found;
})()`;

export async function latinTextOnPage(page: Page): Promise<LatinText[]> {
  return page.evaluate<LatinText[]>(FIND_LATIN_TEXT);
}

/**
 * The UI text still in Latin letters on an Arabic page: text nodes with Latin words once the given data (names
 * the page greets, e.g. the signed-in user's) and addresses (URLs, emails) are taken out, and the allowlist of
 * src/i18n/latin-allowlist.ts applied.
 */
export async function untranslatedText(page: Page, data: readonly string[] = []): Promise<LatinText[]> {
  const found = await latinTextOnPage(page);
  return found.filter(({ text }) => {
    let rest = text.replace(/https?:\/\/\S+/g, ' ').replace(/\S+@\S+\.\S+/g, ' ');
    for (const value of data) rest = rest.split(value).join(' ');
    return unexpectedLatinWords(rest).length > 0;
  });
}

/** True when the page scrolls sideways (wider than the viewport). */
export async function scrollsSideways(page: Page): Promise<{ scrollWidth: number; clientWidth: number } | null> {
  const size = await page.evaluate<{ scrollWidth: number; clientWidth: number }>(
    '(() => { const root = document.scrollingElement || document.documentElement; return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }; })()',
  );
  return size.scrollWidth > size.clientWidth ? size : null;
}
