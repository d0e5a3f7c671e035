import { useTranslation } from 'react-i18next';
import { daysLeft } from '@fj/shared';
import type { JobDetail } from '../api/types';
import { isPublished, jobEndDate } from '../lib/job-labels';
import { JobActions } from './JobActions';

/** Sidebar 'Interested in this job?': days left (§9, never below 0; only for a published job) and the buttons. */
export function InterestedPanel({ job, today }: { job: JobDetail; today?: Date }) {
  const { t } = useTranslation();
  const left = isPublished(job) ? daysLeft(jobEndDate(job), today) : null;
  return (
    <section className="interested-panel" data-testid="interested-panel">
      <h2>{t('jobs.detail.interested')}</h2>
      {left !== null ? (
        <p className="interested-panel__days" data-testid="days-left">
          {t('jobs.detail.daysLeft', { count: left })}
        </p>
      ) : (
        <p className="interested-panel__days">{t('jobs.detail.notOpen')}</p>
      )}
      <JobActions job={job} />
    </section>
  );
}
