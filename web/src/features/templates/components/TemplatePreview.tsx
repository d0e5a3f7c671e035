import { useTranslation } from 'react-i18next';
import { renderMergeFields, type EmailMergeValues } from '@fj/shared';

/** What the candidate will read: merge fields filled with example values, shown as plain text. */
export function TemplatePreview({ subject, details, sample }: { subject: string; details: string; sample: EmailMergeValues }) {
  const { t } = useTranslation();
  return (
    <section className="template-preview" aria-live="polite" data-testid="template-preview">
      <h2>{t('employer.templates.preview')}</h2>
      <p>
        <strong>{t('employer.templates.fields.subject')}:</strong> <span data-testid="preview-subject">{renderMergeFields(subject, sample)}</span>
      </p>
      <div className="pre-line" data-testid="preview-body">
        {details ? renderMergeFields(details, sample) : t('employer.templates.previewEmpty')}
      </div>
    </section>
  );
}
