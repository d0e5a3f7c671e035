import type { TFunction } from 'i18next';

const KNOWN = new Set(['news', 'success-stories', 'career-advice', 'transfers', 'testimonials']);

/** A post category in the page's language (the fixed ones are translated; any other shows its stored name). */
export function categoryLabel(t: TFunction, slug: string, fallback: string): string {
  return KNOWN.has(slug) ? t(`content.categories.${slug}`) : fallback;
}
