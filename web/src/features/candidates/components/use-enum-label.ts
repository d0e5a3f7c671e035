import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabelKey, labelOf, type LookupOption } from '@fj/shared';

/** The label of a stored enumeration value in the page's language (the shared English label by default). */
export function useEnumLabel(): (family: string, options: readonly LookupOption[], value: string | null | undefined) => string {
  const { t } = useTranslation();
  return useCallback(
    (family, options, value) => {
      if (!value) return '';
      return t(enumLabelKey(family, value), { defaultValue: labelOf(options, value) ?? value });
    },
    [t],
  );
}

export function useEnumOptions(family: string, options: readonly LookupOption[]): { value: string; label: string }[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      options.map((option) => ({
        value: String(option.value),
        label: t(enumLabelKey(family, option.value), { defaultValue: option.label }),
      })),
    [t, family, options],
  );
}
