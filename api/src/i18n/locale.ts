/** The languages the product speaks (docs/i18n.md); the SPA's `Locale` is the same pair. */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110 §12.5.4): ranges by weight, `ar-EG` counts as
 * `ar`, `*` or nothing we speak → English. The SPA sends exactly its page language; browsers send lists.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)).find(Boolean);
      return { language: range.trim().toLowerCase().split('-')[0]!, weight: q ? Number(q[1]) : 1, index };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges.map((range) => range.language).find(isLocale) ?? DEFAULT_LOCALE;
}

/** The BCP 47 tag a language formats with, as the SPA does (web/src/lib/intl-locale.ts): Arabic with Western digits. */
export const intlLocale = (locale: Locale): string => (locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB');

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');
