import { useState } from 'react';
import { Formik, setNestedObjectValues, type FormikErrors, type FormikProps, type FormikTouched } from 'formik';
import { useTranslation } from 'react-i18next';
import { APPLY_STEPS, type ApplyStep } from '@fj/shared';
import { Modal } from '../../../components/Modal';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/api-errors';
import { SafeguardingApplyGate } from '../../safeguarding';
import { useApply } from '../api/apply';
import { applyStepSchema, nextStep, previousStep, type ApplyFormValues, type ApplyQuestion } from '../lib/apply-steps';
import { ExternalApply } from './ExternalApply';
import { PreviewStep } from './PreviewStep';
import { ScreeningStep } from './ScreeningStep';
import { StartStep } from './StartStep';
import '../applications.css';

/** The job as the apply flow needs it. */
export interface ApplyJob {
  ID: number;
  title: string;
  screening_questions?: ApplyQuestion[];
  receive_applicants?: string;
  receiveApplicants?: string;
  job_external_url?: string;
  /** Applying needs a verified, unexpired background check: the dialog explains it first (docs/safeguarding.md). */
  safeguardingRequired?: boolean;
}

const STEP_TITLE_KEYS = {
  [APPLY_STEPS.START]: 'applications.apply.stepStart',
  [APPLY_STEPS.SCREENING_QUESTIONS]: 'applications.apply.stepQuestions',
  [APPLY_STEPS.PREVIEW]: 'applications.apply.stepPreview',
} as const;

const INITIAL: ApplyFormValues = { resumeId: '', answers: {}, cover_note: '' };

/** §2 apply flow START=1 → SCREENING_QUESTIONS=2 → PREVIEW=3, then the application is sent. */
export function ApplyFlowModal({ job, onClose }: { job: ApplyJob; onClose: () => void }) {
  return (
    <SafeguardingApplyGate required={job.safeguardingRequired === true} jobTitle={job.title} onClose={onClose}>
      <ApplySteps job={job} onClose={onClose} />
    </SafeguardingApplyGate>
  );
}

function ApplySteps({ job, onClose }: { job: ApplyJob; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<ApplyStep>(APPLY_STEPS.START);
  const [serverError, setServerError] = useState<string | null>(null);
  const apply = useApply();
  const questions = job.screening_questions ?? [];
  const receive = job.receive_applicants ?? job.receiveApplicants ?? 'site';

  if (receive === 'exter') return <ExternalApply job={job} onClose={onClose} />;

  const goNext = async (formik: FormikProps<ApplyFormValues>) => {
    const errors = await validateStep(step, formik.values);
    if (Object.keys(errors).length) {
      formik.setErrors(errors);
      formik.setTouched(setNestedObjectValues<FormikTouched<ApplyFormValues>>(errors, true), false);
      return;
    }
    setStep(nextStep(step));
  };

  const validateStep = async (current: ApplyStep, values: ApplyFormValues): Promise<FormikErrors<ApplyFormValues>> => {
    try {
      await applyStepSchema(current, questions).validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      const errors: Record<string, unknown> = {};
      for (const issue of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
        if (!issue.path) continue;
        const parts = issue.path.split('.');
        if (parts[0] === 'answers') errors.answers = { ...(errors.answers as object), [parts.slice(1).join('.')]: issue.message };
        else errors[parts[0]] = issue.message;
      }
      return errors as FormikErrors<ApplyFormValues>;
    }
  };

  const submit = async (values: ApplyFormValues) => {
    setServerError(null);
    try {
      await apply.mutateAsync({
        jobId: job.ID,
        cv_media_id: Number(values.resumeId),
        answers: questions.map((question) => ({ question_id: question.id, answer: values.answers[question.id]?.trim() ?? '' })),
        cover_note: values.cover_note.trim(),
      });
      notifySuccess(t('toast.applicationSubmitted'));
      onClose();
    } catch (error) {
      const text = applyErrorText(t, error);
      setServerError(text);
      notifyError(text);
    }
  };

  return (
    <Formik initialValues={INITIAL} onSubmit={submit} validateOnChange={false} validateOnBlur={false}>
      {(formik) => (
        <Modal
          open
          title={`${t('applications.apply.title', { job: job.title })} — ${t(STEP_TITLE_KEYS[step])}`}
          onClose={onClose}
          footer={
            <div className="apply-nav" data-testid="apply-nav" data-step={step}>
              {step !== APPLY_STEPS.START ? (
                <button type="button" className="button button--ghost" onClick={() => setStep(previousStep(step))}>
                  {t('applications.apply.back')}
                </button>
              ) : null}
              {step !== APPLY_STEPS.PREVIEW ? (
                <button type="button" className="button" data-testid="apply-next" onClick={() => void goNext(formik)}>
                  {t('applications.apply.next')}
                </button>
              ) : (
                <button
                  type="button"
                  className="button"
                  data-testid="apply-submit"
                  disabled={formik.isSubmitting}
                  onClick={() => void formik.submitForm()}
                >
                  {formik.isSubmitting ? t('applications.apply.sending') : t('applications.apply.submit')}
                </button>
              )}
            </div>
          }
        >
          <ol className="apply-progress" aria-label={t('applications.apply.progress')}>
            {[APPLY_STEPS.START, APPLY_STEPS.SCREENING_QUESTIONS, APPLY_STEPS.PREVIEW].map((item) => (
              <li key={item} aria-current={item === step ? 'step' : undefined}>
                {t(STEP_TITLE_KEYS[item])}
              </li>
            ))}
          </ol>
          {step === APPLY_STEPS.START ? <StartStep /> : null}
          {step === APPLY_STEPS.SCREENING_QUESTIONS ? <ScreeningStep questions={questions} /> : null}
          {step === APPLY_STEPS.PREVIEW ? <PreviewStep jobTitle={job.title} questions={questions} /> : null}
          {serverError ? (
            <p className="notice notice--error" role="alert" data-testid="apply-error">
              {serverError}
            </p>
          ) : null}
        </Modal>
      )}
    </Formik>
  );
}

/** 402 (no credits) and 409 (already applied) speak for themselves; the server's message says which. */
export function applyErrorText(t: (key: string, options?: Record<string, unknown>) => string, error: unknown): string {
  const status = apiErrorStatus(error);
  const message = apiErrorMessage(error);
  if (status === 402) return t('applications.apply.noCredits', { message });
  if (status === 409) return t('applications.apply.alreadyApplied');
  return message;
}
