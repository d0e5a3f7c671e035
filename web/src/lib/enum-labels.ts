import { type TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIG_LOOKUPS, type LookupOption } from '@fj/shared';
import { enumLabelOf } from './enum-label';

const { memberships, ...lookups } = CONFIG_LOOKUPS;

/**
 * Every shared enumeration the UI shows, by the family name of its i18n keys (`enums.<family>.<value>`): the §3
 * global-state names, except memberships whose keys say `membership`. English labels come from `@fj/shared`
 * (the single source); other languages come from their catalogue or, for standard codes, from `Intl.DisplayNames`.
 */
export const ENUM_FAMILIES: Readonly<Record<string, readonly LookupOption[]>> = { ...lookups, membership: memberships };

export { SALARY_CURRENCY_CODES, standardName } from './enum-label';

/**
 * A stored enumeration value in the page's language (enum-label.ts); `options` defaults to the family's shared list.
 */
export function enumLabel(
  t: TFunction,
  family: string,
  value: string | number | null | undefined,
  options: readonly LookupOption[] | undefined = ENUM_FAMILIES[family],
): string {
  return enumLabelOf(t, family, value, options);
}

/**
 * Lists stored by their English label (candidate skills and headline roles, job skills: users may also type their
 * own): a label of the shared list reads in the page's language, anything else is shown as written.
 */
export function enumLabelOfEnglish(t: TFunction, family: string, english: string): string {
  const options = ENUM_FAMILIES[family];
  const known = options?.find((option) => option.label === english);
  return known ? enumLabel(t, family, known.value, options) : english;
}

/** `{ value, label }` options of a family in the page's language, for selects and checkbox groups. */
export function enumOptions(t: TFunction, family: string, options: readonly LookupOption[] = ENUM_FAMILIES[family] ?? []) {
  return options.map((option) => ({ value: String(option.value), label: enumLabel(t, family, option.value, options) }));
}

/** enumLabel bound to the page's language (re-renders when it changes). */
export function useEnumLabel(): (family: string, value: string | number | null | undefined, options?: readonly LookupOption[]) => string {
  const { t } = useTranslation();
  return useCallback((family, value, options) => enumLabel(t, family, value, options), [t]);
}
