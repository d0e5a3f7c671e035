import { DEFAULT_LOCALE, directionFor, LOCALE_COOKIE, LOCALES, type Locale } from '@fj/shared';

/** The visitor's language from the `lang` cookie the SPA sets when a language is chosen; English without one. */
export function localeFromCookie(cookieHeader: string | undefined): Locale {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

const HTML_TAG = /<html\b[^>]*>/i;

/**
 * The page in the visitor's language from its first byte: `<html lang dir>` (Arabic paints right-to-left before any
 * script ran) and `extraHead` (preload tags) before `</head>`.
 */
export function localisePage(html: string, locale: Locale, extraHead: string): string {
  const withLang = html.replace(HTML_TAG, `<html lang="${locale}" dir="${directionFor(locale)}">`);
  return extraHead ? withLang.replace(/<\/head>/i, `  ${extraHead}\n  </head>`) : withLang;
}
