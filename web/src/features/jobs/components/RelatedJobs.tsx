import { useTranslation } from 'react-i18next';
import { useRelatedJobs } from '../api/related-jobs';
import type { JobDetail } from '../api/types';
import { JobResults } from './JobResults';

export function RelatedJobs({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const { data, isPending } = useRelatedJobs(job.ID, job.catIds ?? []);
  return (
    <section className="related-jobs" data-testid="related-jobs">
      <h2>{t('jobs.detail.relatedJobs')}</h2>
      <JobResults rows={data?.filter((item) => item.ID !== job.ID)} loading={isPending} />
    </section>
  );
}
