import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextPreview } from '../../../components/rich-text';
import { useTemplatePreview, type TemplatePreviewInput } from '../api/preview-template';

/** Waits this long after the last keystroke before asking the server to render the preview again. */
const PREVIEW_DELAY_MS = 300;

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * What the candidate will read: the server renders the template with the function that renders the e-mails sent
 * (sanitised HTML, the employer's organisation as {company_name}); sample candidate and job in the reader's language.
 */
export function TemplatePreview({ subject, details }: { subject: string; details: string }) {
  const { t } = useTranslation();
  const input: TemplatePreviewInput = useSettled(
    { email_temp_subject: subject, email_temp_details: details, candidate_name: t('employer.templates.sample.candidate'), job_title: t('employer.templates.sample.job') },
    PREVIEW_DELAY_MS,
  );
  const preview = useTemplatePreview(input);
  const rendered = preview.data;
  return (
    <section className="template-preview" aria-live="polite" aria-busy={preview.isFetching} data-testid="template-preview">
      <h2>{t('employer.templates.preview')}</h2>
      <p>
        <strong>{t('employer.templates.fields.subject')}:</strong> <span data-testid="preview-subject">{subject.trim() ? rendered?.subject ?? '' : ''}</span>
      </p>
      {details.trim() ? (
        <RichTextPreview html={rendered?.html ?? ''} testId="preview-body" />
      ) : (
        <p data-testid="preview-body">{t('employer.templates.previewEmpty')}</p>
      )}
      {preview.isError ? <p role="alert">{t('employer.templates.previewFailed')}</p> : null}
    </section>
  );
}
