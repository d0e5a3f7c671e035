import type { FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { employerJobsHref } from '@fj/shared';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useSubmitJob } from '../api/submit-job';
import { toJobPostBody, type JobPostFormValues } from './job-post-values';

/** Sends the job post form; field errors of a 422 go under their fields, anything else (402 credits) is a toast. */
export function useJobPostSubmit({
  jobId,
  employer,
  doneTo,
}: {
  jobId?: number;
  /** Administrators: the employer chosen (an id from the look-up, or a name as typed). */
  employer?: () => { value: string | number } | null;
  doneTo: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submitJob = useSubmitJob();
  return async (values: JobPostFormValues, helpers: FormikHelpers<JobPostFormValues>) => {
    try {
      const chosen = employer?.();
      const saved = await submitJob.mutateAsync({
        body: toJobPostBody(values),
        jobId,
        ...(employer ? { forEmployer: typeof chosen?.value === 'number' ? { employerId: chosen.value } : { employerName: String(chosen?.value ?? '') } } : {}),
      });
      if (saved.status === 'pending') {
        // Held for a moderator (docs/moderation.md): it waits among the employer's jobs that are not live.
        notifySuccess(t('moderation.employer.submitted'));
        navigate(employerJobsHref('in-active'), { state: { submittedForReview: true } });
        return;
      }
      notifySuccess(t('jobs.post.saved'));
      navigate(doneTo);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (fieldErrors) {
        helpers.setErrors(fieldErrors);
        helpers.setTouched(Object.fromEntries(Object.keys(fieldErrors).map((name) => [name, true])), false);
      }
      notifyError(apiErrorMessage(error));
    }
  };
}
