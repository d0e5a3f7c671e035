import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, LOCALE_STORAGE_KEY, directionFor, type Locale } from '@fj/shared';
import en from './en.json?sections=public';
import { rememberLocaleForServer } from './locale-cookie';

type Catalogue = Record<string, unknown>;
type CatalogueLoader = () => Promise<{ default: Catalogue }>;
/** The sections of a catalogue that load when a page needs them (sections.ts); the public half comes first. */
type LazySection = 'jobs' | 'rest';

/**
 * Each catalogue is served in three sections (sections.ts): the public half (the site frame and the home page), the
 * jobs section (what the jobs list and the job page add) and the rest. English's public half ships in the entry;
 * every other section is a lazy chunk, so a first visit downloads one language's public half and only the sections
 * its page needs (docs/web.md, Performance).
 */
const PUBLIC_HALVES: Partial<Record<Locale, CatalogueLoader>> = {
  ar: () => import('./ar.json?sections=public'),
};
const LAZY_SECTIONS: Record<LazySection, Record<Locale, CatalogueLoader>> = {
  jobs: {
    en: () => import('./en.json?sections=jobs'),
    ar: () => import('./ar.json?sections=jobs'),
  },
  rest: {
    en: () => import('./en.json?sections=rest'),
    ar: () => import('./ar.json?sections=rest'),
  },
};

/** Sections some page asked for: a language chosen afterwards loads them before it shows. */
const wanted = new Set<LazySection>();
const sectionLoads = new Map<string, Promise<void>>();
/** Sections that have arrived, merged per language, so a public half arriving later is merged with them, never laid over them. */
const arrived = new Map<Locale, Catalogue>();

function loadSection(locale: Locale, section: LazySection): Promise<void> {
  const id = `${locale}:${section}`;
  let load = sectionLoads.get(id);
  if (!load) {
    load = LAZY_SECTIONS[section][locale]().then((part) => {
      arrived.set(locale, mergeDeep(arrived.get(locale) ?? {}, part.default));
      i18next.addResourceBundle(locale, 'translation', part.default, true, false);
    });
    load.catch(() => sectionLoads.delete(id)); // a failed download may be tried again by the next page
    sectionLoads.set(id, load);
  }
  return load;
}

/** The sections pages have asked for, in `locale` (a failed one is left out: the page shows English or its keys). */
const loadWantedSections = (locale: Locale) => Promise.all([...wanted].map((section) => loadSection(locale, section).catch(() => undefined)));

const activeLocale = (): Locale => (isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE);

function loadSections(sections: readonly LazySection[]): Promise<void> {
  sections.forEach((section) => wanted.add(section));
  const locale = activeLocale();
  return Promise.all(sections.map((section) => loadSection(locale, section))).then(() => undefined);
}

/**
 * Resolves once the active language's whole catalogue is present: every lazy page except home, the jobs list and
 * the job page waits for it (lazy-named.ts).
 */
export function loadFullCatalogue(): Promise<void> {
  return loadSections(['jobs', 'rest']);
}

/** Resolves once the active language's jobs section is present: what the jobs list and the job page wait for. */
export function loadJobsCatalogue(): Promise<void> {
  return loadSections(['jobs']);
}

/**
 * What home's below-the-fold sections wait for: their strings are in the public half and English enumeration labels
 * come from @fj/shared, so English needs nothing more; another language's names of job types and categories are in
 * its jobs section, of post categories in its rest.
 */
export function loadEnumerationNames(): Promise<void> {
  return i18next.language === DEFAULT_LOCALE ? Promise.resolve() : loadFullCatalogue();
}

/** i18next backend: the public half of a lazily loaded language (its other sections come through loadSection). */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = isLocale(language) ? PUBLIC_HALVES[language] : undefined;
    if (!load || !isLocale(language)) {
      callback(null, {});
      return;
    }
    // Once pages have needed other sections, the language shows with them (a failed one still shows the public).
    Promise.all([load(), loadWantedSections(language)]).then(
      ([half]) =>
      // i18next lays the bundle over the store section by section: include the sections that came first.
        callback(null, mergeDeep(half.default, arrived.get(language) ?? {})),
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
  // Once pages have needed other sections, the new language's arrive before the switch resolves.
  await Promise.all([i18next.changeLanguage(locale), loadWantedSections(locale)]);
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
