import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import type { AsyncOption } from '../../../components/AsyncSelect';
import { FieldShell } from '../../../components/form/FieldShell';
import { PageLoading } from '../../../components/PageLoading';
import { useJobForEdit } from '../api/job-for-edit';
import { EmployerPicker } from '../components/post/EmployerPicker';
import { JobPostForm } from '../components/post/JobPostForm';
import { EMPTY_JOB_POST, jobPostValuesFrom } from '../lib/job-post-values';
import { useJobPostSubmit } from '../lib/use-job-post-submit';
import '../jobs.css';

/** /admin/job/post-all[/{id}]: an administrator posts (or edits) a job for any employer, chosen by name. */
export function AdminPostJobPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const jobId = id ? Number(id) : undefined;
  const { data, isPending } = useJobForEdit(jobId);
  const [employer, setEmployer] = useState<AsyncOption | null>(null);
  const [employerTouched, setEmployerTouched] = useState(false);
  const employerRef = useRef<AsyncOption | null>(null);
  employerRef.current = employer ?? (data ? { value: Number(data.employer_id), label: String(data.employerName ?? '') } : null);
  const submit = useJobPostSubmit({
    jobId,
    employer: () => employerRef.current,
    doneTo: ROUTES.adminListAllJobs,
  });
  if (jobId !== undefined && isPending) return <PageLoading />;
  const employerError = employerTouched && !employerRef.current ? t('validation.required') : undefined;
  return (
    <section className="area-page" data-testid="admin-post-job-page">
      <h1>{jobId ? t('jobs.post.editTitle') : t('jobs.post.adminTitle')}</h1>
      <JobPostForm
        initialValues={data ? jobPostValuesFrom(data) : EMPTY_JOB_POST}
        submitLabel={jobId ? t('jobs.post.update') : t('jobs.post.publish')}
        onSubmit={async (values, helpers) => {
          setEmployerTouched(true);
          if (!employerRef.current) return;
          await submit(values, helpers);
        }}
        header={
          <div className="form__full">
            <FieldShell id="admin-employer" label={t('jobs.post.employer')} required error={employerError}>
              <EmployerPicker
                inputId="admin-employer"
                value={employerRef.current}
                onChange={setEmployer}
                onBlur={() => setEmployerTouched(true)}
              />
            </FieldShell>
          </div>
        }
      />
    </section>
  );
}
