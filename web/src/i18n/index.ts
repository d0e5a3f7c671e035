import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, LOCALE_STORAGE_KEY, directionFor, type Locale } from '@fj/shared';
import en from './en.json';

/**
 * English (the default locale and the fallback) ships in the entry; every other catalogue is a lazy chunk that
 * loads when it is chosen, so a first visit downloads one catalogue (docs/web.md, Performance).
 */
const LAZY_CATALOGUES: Partial<Record<Locale, () => Promise<{ default: ResourceKey }>>> = {
  ar: () => import('./ar.json'),
};

/** i18next backend over LAZY_CATALOGUES: `changeLanguage('ar')` resolves once the Arabic chunk has arrived. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = isLocale(language) ? LAZY_CATALOGUES[language] : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** §4: the locale sets <html lang> and the page direction (rtl for Arabic). */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionFor(locale);
}

export async function changeLocale(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage disabled: the switch still works for this page view
  }
  await i18next.changeLanguage(locale);
}

i18next.on('languageChanged', (language) => {
  if (isLocale(language)) applyDocumentLocale(language);
});

const initialLocale = typeof window === 'undefined' ? DEFAULT_LOCALE : readStoredLocale();

/** Resolves when the visitor's catalogue is present (at once for English); main.tsx renders after it. */
export const i18nReady: Promise<unknown> = i18next.use(lazyCatalogues).use(initReactI18next).init({
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  lng: initialLocale,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  // §8: missing translations are ignored silently (the English text or the key shows, no console noise).
  saveMissing: false,
  debug: false,
  showSupportNotice: false,
  initAsync: false,
});

if (typeof document !== 'undefined') applyDocumentLocale(initialLocale);

export default i18next;
