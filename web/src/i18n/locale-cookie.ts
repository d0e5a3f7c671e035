import { LOCALE_COOKIE, type Locale } from '@fj/shared';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language is kept in localStorage, which the server never sees; the same choice as a cookie lets the web server
 * send `<html lang dir>` and preload that catalogue, so an Arabic first paint is already right-to-left.
 */
export function rememberLocaleForServer(locale: Locale): void {
  try {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  } catch {
    // cookies disabled: the server keeps sending English markup and the SPA still switches after it loads
  }
}
