import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { useMyAppliedJobs } from '../api/my-applied-jobs';
import { useSavedMarks } from '../api/saved-jobs';
import type { JobListItem } from '../api/types';
import { JobCard } from './JobCard';
import { JobCardSkeletons } from './JobCardSkeletons';

interface JobResultsProps {
  rows: JobListItem[] | undefined;
  loading: boolean;
  emptyText?: string;
  /** Rendered instead of emptyText when there is nothing (an empty state with its next step). */
  empty?: ReactNode;
  /** Cards offer Save (candidates) or ask a visitor to log in to save: the search list. */
  savable?: boolean;
}

/** A list of job cards with its loading and empty states (§8). */
export function JobResults({ rows, loading, emptyText, empty, savable = false }: JobResultsProps) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const ids = rows?.map((job) => job.ID) ?? [];
  const applied = useMyAppliedJobs(ids);
  const saved = useSavedMarks(savable ? ids : []);
  // A signed-in candidate's list waits for their marks, so the cards never grow under the reader's eyes.
  if ((loading && !rows) || applied.pending || saved.pending) return <JobCardSkeletons label={t('common.loading')} />;
  if (!rows || rows.length === 0) {
    return (
      empty ?? (
        <p className="job-list__status job-list__status--empty" data-testid="jobs-empty">
          {emptyText ?? t('common.noData')}
        </p>
      )
    );
  }
  const saver = !savable ? undefined : saved.enabled ? 'candidate' : isLoggedIn ? undefined : 'visitor';
  return (
    <div className="job-list" aria-busy={loading || undefined}>
      {rows.map((job) => (
        <JobCard key={job.ID} job={job} state={{ applied: applied.marks.get(job.ID), saved: saved.saved.has(job.ID), saver }} />
      ))}
    </div>
  );
}
