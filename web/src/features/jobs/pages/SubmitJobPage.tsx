import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { employerJobsHref } from '@fj/shared';
import { PageLoading } from '../../../components/PageLoading';
import { useJobForEdit } from '../api/job-for-edit';
import type { JobModerationState } from '../api/my-jobs';
import { JobPostForm } from '../components/post/JobPostForm';
import { EMPTY_JOB_POST, jobPostValuesFrom } from '../lib/job-post-values';
import { useJobPostSubmit } from '../lib/use-job-post-submit';
import '../jobs.css';

/** /employer/submit-a-job and /employer/submit-a-job/{id}: post or edit one of my employer's jobs. */
export function SubmitJobPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const jobId = id ? Number(id) : undefined;
  const { data, isPending, error } = useJobForEdit(jobId);
  const submit = useJobPostSubmit({ jobId, doneTo: employerJobsHref('active') });
  if (jobId !== undefined && isPending) return <PageLoading />;
  if (jobId !== undefined && (error || !data)) {
    return (
      <section className="area-page" data-testid="job-not-found">
        <h1>{t('jobs.detail.notFound')}</h1>
      </section>
    );
  }
  return (
    <section className="area-page" data-testid="submit-job-page">
      <h1>{jobId ? t('jobs.post.editTitle') : t('jobs.post.newTitle')}</h1>
      <ModerationNotice state={data?.moderation as JobModerationState | undefined} />
      <JobPostForm
        initialValues={data ? jobPostValuesFrom(data) : EMPTY_JOB_POST}
        onSubmit={submit}
        submitLabel={jobId ? t('jobs.post.update') : t('jobs.post.publish')}
      />
    </section>
  );
}

/** Why this job is not live yet: a moderator sent it back (with the reason), or it is still waiting. */
function ModerationNotice({ state }: { state: JobModerationState | undefined }) {
  const { t } = useTranslation();
  if (state?.status === 'rejected') {
    return (
      <div className="notice notice--warning" role="status" data-testid="job-rejection-notice">
        <p>
          <strong>{t('moderation.employer.changesNeeded')}.</strong> {t('moderation.employer.rejectedNotice')}
        </p>
        <p dir="auto" data-i18n-skip="" data-testid="job-rejection-reason">
          {state.rejectionReason}
        </p>
        <p>{t('moderation.employer.resubmit')}</p>
      </div>
    );
  }
  if (state?.status === 'pending') {
    return (
      <p className="notice notice--info" role="status" data-testid="job-review-notice">
        <strong>{t('moderation.employer.inReview')}.</strong> {t('moderation.employer.pendingNotice')}
      </p>
    );
  }
  return null;
}
