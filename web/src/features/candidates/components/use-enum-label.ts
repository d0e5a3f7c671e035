import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupOption } from '@fj/shared';
import { enumOptions, useEnumLabel as useAppEnumLabel } from '../../../lib/enum-labels';

/** The label of a stored enumeration value in the page's language (src/lib/enum-labels.ts). */
export function useEnumLabel(): (family: string, options: readonly LookupOption[], value: string | null | undefined) => string {
  const label = useAppEnumLabel();
  return useMemo(() => (family, options, value) => label(family, value, options), [label]);
}

export function useEnumOptions(family: string, options: readonly LookupOption[]): { value: string; label: string }[] {
  const { t } = useTranslation();
  return useMemo(() => enumOptions(t, family, options), [t, family, options]);
}
