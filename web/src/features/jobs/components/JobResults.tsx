import { useTranslation } from 'react-i18next';
import type { JobListItem } from '../api/types';
import { JobCard } from './JobCard';

interface JobResultsProps {
  rows: JobListItem[] | undefined;
  loading: boolean;
  emptyText?: string;
}

/** A list of job cards with its loading and empty states (§8). */
export function JobResults({ rows, loading, emptyText }: JobResultsProps) {
  const { t } = useTranslation();
  if (loading && !rows) {
    return (
      <p className="job-list__status" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <p className="job-list__status job-list__status--empty" data-testid="jobs-empty">
        {emptyText ?? t('common.noData')}
      </p>
    );
  }
  return (
    <div className="job-list" aria-busy={loading || undefined}>
      {rows.map((job) => (
        <JobCard key={job.ID} job={job} />
      ))}
    </div>
  );
}
