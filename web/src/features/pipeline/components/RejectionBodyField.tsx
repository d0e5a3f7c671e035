import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_TEMPLATE_LIMITS } from '@fj/shared';
import { LazyRichTextEditor, RichTextFallback } from '../../../components/rich-text';
import { useMergeFieldOptions } from '../../../components/rich-text/use-merge-field-options';

interface RejectionBodyFieldProps {
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

/**
 * The rejection email's text in the reject dialog: the one rich-text editor (its chunk loads when the dialog opens),
 * merge fields as chips from its menu, stored as {placeholders} the server fills for each candidate.
 */
export function RejectionBodyField({ value, onChange, error }: RejectionBodyFieldProps) {
  const { t } = useTranslation();
  const mergeFields = useMergeFieldOptions();
  const label = t('employer.pipeline.reject.body');
  return (
    <Suspense fallback={<RichTextFallback label={label} minRows={6} />}>
      <LazyRichTextEditor
        id="reject-body"
        name="reject-body"
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        hint={t('employer.pipeline.reject.mergeHint')}
        mergeFields={mergeFields}
        minRows={6}
        toolbar="basic"
        maxLength={EMAIL_TEMPLATE_LIMITS.details}
      />
    </Suspense>
  );
}
