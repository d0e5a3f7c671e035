import i18next, { type TFunction } from 'i18next';
import { SALARY_CURRENCY_ISO_CODES, enumLabelKey, labelOf, type LookupOption } from '@fj/shared';

// enumLabel without the table of every family (enum-labels.ts): pages that pass their options, such as the job
// cards on home's below-the-fold chunk, do not carry all the shared lookups (positions, levels, …).

/** Salary currencies (spec words as values) → ISO 4217, so their names come from CLDR (the shared mapping). */
export const SALARY_CURRENCY_CODES = SALARY_CURRENCY_ISO_CODES;

/**
 * Families whose values are standard codes: their names in any language come from CLDR through
 * `Intl.DisplayNames` (countries: ISO 3166-1 alpha-2; the regions and the home nations `gb-eng` … are not ISO
 * 3166-1, so the catalogue names them). A catalogue entry still wins, for football usage ('DR Congo').
 */
const STANDARD_CODES: Readonly<Record<string, (value: string) => { type: Intl.DisplayNamesType; code: string } | undefined>> = {
  countries: (value) => (/^[a-z]{2}$/.test(value) ? { type: 'region', code: value.toUpperCase() } : undefined),
  salaryCurrency: (value) => (SALARY_CURRENCY_CODES[value] ? { type: 'currency', code: SALARY_CURRENCY_CODES[value] } : undefined),
};

const displayNames = new Map<string, Intl.DisplayNames>();

/** The CLDR name of a standard code in `language`, or undefined (no such code, or CLDR does not know it). */
export function standardName(family: string, value: string, language: string): string | undefined {
  const standard = STANDARD_CODES[family]?.(value);
  if (!standard) return undefined;
  const cacheKey = `${language}:${standard.type}`;
  let names = displayNames.get(cacheKey);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: standard.type, fallback: 'none' });
    displayNames.set(cacheKey, names);
  }
  try {
    return names.of(standard.code) || undefined;
  } catch {
    return undefined;
  }
}

/** True when the loaded catalogue of `language` itself (not a fallback) holds the key. */
const catalogueHas = (language: string, key: string) => i18next.getResource(language, 'translation', key) !== undefined;

/**
 * A stored enumeration value in the page's language. Order: the language's catalogue entry, then (not in
 * English) the CLDR name of a standard code, then the shared English label; an unknown value is shown as stored.
 */
export function enumLabelOf(
  t: TFunction,
  family: string,
  value: string | number | null | undefined,
  options: readonly LookupOption[] | undefined,
): string {
  if (value === null || value === undefined || value === '') return '';
  const key = enumLabelKey(family, value);
  const english = (options && labelOf(options, value)) ?? String(value);
  // A t fixed to a language (i18next.getFixedT('ar')) carries it; a page's t follows the current language.
  const language = (t as TFunction & { lng?: string | null }).lng ?? i18next.resolvedLanguage ?? i18next.language ?? 'en';
  if (!language.startsWith('en') && !catalogueHas(language, key)) {
    const standard = standardName(family, String(value), language);
    if (standard) return standard;
  }
  return t(key, { defaultValue: english });
}
