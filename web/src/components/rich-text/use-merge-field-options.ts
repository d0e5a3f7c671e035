import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MERGE_FIELDS } from '@fj/shared';
import type { MergeFieldOption } from './merge-fields';

/** The e-mail merge fields the API substitutes (shared EMAIL_MERGE_FIELDS), named in the page's language. */
export function useMergeFieldOptions(): MergeFieldOption[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => EMAIL_MERGE_FIELDS.map((key) => ({ key, label: t(`richText.mergeFields.${key}`) })), [t, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
}
