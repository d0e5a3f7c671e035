import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMyAppliedJobs } from '../api/my-applied-jobs';
import type { SavedJob } from '../api/saved-jobs';
import { JobCard } from '../components/JobCard';
import { JobCardSkeletons } from '../components/JobCardSkeletons';

/** Saved jobs as cards (each with its Unsave button and Applied mark); a closed job stays, marked closed. */
export function SavedJobsList({ query, empty }: { query: UseQueryResult<{ rows: SavedJob[]; total: number }>; empty: ReactNode }) {
  const { t } = useTranslation();
  const rows = query.data?.rows;
  const applied = useMyAppliedJobs(rows?.map((row) => row.jobId) ?? []);
  if (query.isPending || applied.pending) return <JobCardSkeletons label={t('common.loading')} count={2} />;
  if (query.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {t('candidate.savedJobs.loadError')}{' '}
        <button type="button" className="button button--link" onClick={() => void query.refetch()}>
          {t('candidate.savedJobs.retry')}
        </button>
      </p>
    );
  }
  if (!rows?.length) return <>{empty}</>;
  return (
    <div className="job-list" aria-busy={query.isFetching || undefined} data-testid="saved-jobs-list">
      {rows.map((row) => (
        <JobCard key={row.jobId} job={row.job} state={{ saved: true, saver: 'candidate', applied: applied.marks.get(row.jobId) }} />
      ))}
    </div>
  );
}
