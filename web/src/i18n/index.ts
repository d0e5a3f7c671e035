import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, LOCALE_STORAGE_KEY, directionFor, type Locale } from '@fj/shared';
import en from './en.json?sections=public';
import { rememberLocaleForServer } from './locale-cookie';

type Catalogue = Record<string, unknown>;
type CatalogueLoader = () => Promise<{ default: Catalogue }>;

/**
 * Each catalogue is served in two halves (sections.ts): the public half (the site frame and the home page) and the
 * rest. English's public half ships in the entry; every other half is a lazy chunk, so a first visit to home
 * downloads one language's public half and nothing an area page needs (docs/web.md, Performance).
 */
const PUBLIC_HALVES: Partial<Record<Locale, CatalogueLoader>> = {
  ar: () => import('./ar.json?sections=public'),
};
const REST_HALVES: Record<Locale, CatalogueLoader> = {
  en: () => import('./en.json?sections=rest'),
  ar: () => import('./ar.json?sections=rest'),
};

/** Set once any page asked for the rest: a language chosen afterwards loads both halves before it shows. */
let restWanted = false;
const restLoads = new Map<Locale, Promise<void>>();
/** Rest halves that have arrived, so a public half arriving later is merged with them, never laid over them. */
const restArrived = new Map<Locale, Catalogue>();

function loadRest(locale: Locale): Promise<void> {
  let load = restLoads.get(locale);
  if (!load) {
    load = REST_HALVES[locale]().then((half) => {
      restArrived.set(locale, half.default);
      i18next.addResourceBundle(locale, 'translation', half.default, true, false);
    });
    load.catch(() => restLoads.delete(locale)); // a failed download may be tried again by the next page
    restLoads.set(locale, load);
  }
  return load;
}

/**
 * Resolves once the active language's whole catalogue is present: every lazy page except home waits for it
 * (lazy-named.ts), and the home page fetches it when idle.
 */
export function loadFullCatalogue(): Promise<void> {
  restWanted = true;
  return loadRest(isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE);
}

/**
 * What home's below-the-fold sections wait for: their strings are in the public half and English enumeration labels
 * come from @fj/shared, so English needs nothing more; another language's names of job types and categories are in
 * its rest.
 */
export function loadEnumerationNames(): Promise<void> {
  return i18next.language === DEFAULT_LOCALE ? Promise.resolve() : loadFullCatalogue();
}

/** i18next backend: the public half of a lazily loaded language (its rest comes through loadRest). */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = isLocale(language) ? PUBLIC_HALVES[language] : undefined;
    if (!load || !isLocale(language)) {
      callback(null, {});
      return;
    }
    // Once pages have needed the rest, the language shows with both halves (a failed rest still shows the public).
    Promise.all([load(), restWanted ? loadRest(language).catch(() => undefined) : undefined]).then(
      ([half]) =>
      // i18next lays the bundle over the store section by section: include the rest if it came first.
        callback(null, mergeDeep(half.default, restArrived.get(language) ?? {})),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

function mergeDeep(into: Catalogue, from: Catalogue): Catalogue {
  const out: Catalogue = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const here = out[key];
    out[key] =
      typeof here === 'object' && here !== null && typeof value === 'object' && value !== null
        ? mergeDeep(here as Catalogue, value as Catalogue)
        : value;
  }
  return out;
}

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
  // Once pages have needed the rest, the new language's rest arrives before the switch resolves.
  await Promise.all([i18next.changeLanguage(locale), restWanted ? loadRest(locale).catch(() => undefined) : undefined]);
}

i18next.on('languageChanged', (language) => {
  if (!isLocale(language)) return;
  applyDocumentLocale(language);
  rememberLocaleForServer(language);
});

const initialLocale = typeof window === 'undefined' ? DEFAULT_LOCALE : readStoredLocale();

/** Resolves when the visitor's catalogue is present (at once for English); main.tsx renders after it. */
export const i18nReady: Promise<unknown> = i18next.use(lazyCatalogues).use(initReactI18next).init({
  resources: { en: { translation: en as ResourceKey } },
  partialBundledLanguages: true,
  lng: initialLocale,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false }, // React escapes
  // A component rendered before a catalogue half arrived shows its text once it does.
  react: { bindI18nStore: 'added' },
  returnNull: false,
  // §8: missing translations are ignored silently (the English text or the key shows, no console noise).
  saveMissing: false,
  debug: false,
  showSupportNotice: false,
  initAsync: false,
});

if (typeof document !== 'undefined') {
  applyDocumentLocale(initialLocale);
  rememberLocaleForServer(initialLocale); // a language chosen before the cookie existed
}

export default i18next;
