import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useMyResumes } from '../../media';
import type { ApplyFormValues, ApplyQuestion } from '../lib/apply-steps';

/** Step PREVIEW: what will be sent, before it is sent. */
export function PreviewStep({ jobTitle, questions }: { jobTitle: string; questions: readonly ApplyQuestion[] }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<ApplyFormValues>();
  const { data } = useMyResumes({ limit: 50 });
  const resume = data?.rows.find((item) => String(item.id) === values.resumeId);
  return (
    <div className="apply-step" data-testid="apply-step-preview">
      <dl className="apply-preview">
        <dt>{t('applications.apply.job')}</dt>
        <dd>{jobTitle}</dd>
        <dt>{t('applications.apply.cv')}</dt>
        <dd data-testid="apply-preview-cv">{resume?.title ?? values.resumeId}</dd>
        {questions.map((question) => (
          <div key={question.id}>
            <dt>{question.question}</dt>
            <dd>{values.answers[question.id]?.trim() || '—'}</dd>
          </div>
        ))}
        <dt>{t('applications.apply.coverNote')}</dt>
        <dd className="apply-preview__note">{values.cover_note.trim() || '—'}</dd>
      </dl>
    </div>
  );
}
