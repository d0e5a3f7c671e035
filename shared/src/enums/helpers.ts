import type { LookupOption } from '../types/lookup';

/** The stored values of an enumeration, e.g. for `yup.mixed().oneOf(valuesOf(GENDERS))`. */
export function valuesOf<const T extends readonly LookupOption[]>(options: T): T[number]['value'][] {
  return options.map((option) => option.value);
}

export function isValueOf<const T extends readonly LookupOption[]>(options: T, value: unknown): value is T[number]['value'] {
  return options.some((option) => option.value === value);
}

/** Label of a stored value; undefined when the value is not in the list. */
export function labelOf(options: readonly LookupOption[], value: unknown): string | undefined {
  return options.find((option) => option.value === value)?.label;
}

/** i18n key of an option's label: `enums.<family>.<value>` (en.json holds the English label under it). */
export function enumLabelKey(family: string, value: string | number): string {
  return `enums.${family}.${String(value)}`;
}
