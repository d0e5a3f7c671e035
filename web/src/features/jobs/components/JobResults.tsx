import { useTranslation } from 'react-i18next';
import { useMyAppliedJobs } from '../api/my-applied-jobs';
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
  const applied = useMyAppliedJobs(rows?.map((job) => job.ID) ?? []);
  // A signed-in candidate's list waits for their marks, so the cards never grow under the reader's eyes.
  if ((loading && !rows) || applied.pending) {
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
        <JobCard key={job.ID} job={job} applied={applied.marks.get(job.ID)} />
      ))}
    </div>
  );
}
