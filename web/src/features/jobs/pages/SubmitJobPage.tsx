import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { employerJobsHref } from '@fj/shared';
import { PageLoading } from '../../../components/PageLoading';
import { useJobForEdit } from '../api/job-for-edit';
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
      <JobPostForm
        initialValues={data ? jobPostValuesFrom(data) : EMPTY_JOB_POST}
        onSubmit={submit}
        submitLabel={jobId ? t('jobs.post.update') : t('jobs.post.publish')}
      />
    </section>
  );
}
