import i18next from 'i18next';
import { API, LOCALES, type Locale } from '@fj/shared';
import { apiClient } from './api-client';
import { readStoredToken } from './session-storage';

const pageLocale = (): Locale | undefined => LOCALES.find((locale) => locale === i18next.resolvedLanguage);

/**
 * Tells the API which language the signed-in person reads (the switch, and every sign-in adopts the page's
 * language), so the emails it sends them are written in it. Signed out there is nobody to remember it for; a failure
 * is silent, since the page itself has already switched.
 */
export async function rememberLocale(locale: Locale | undefined = pageLocale()): Promise<void> {
  if (!locale || !readStoredToken()) return;
  await apiClient.post(API.updateLocale, { locale }, { skipAuthRedirect: true }).catch(() => undefined);
}
