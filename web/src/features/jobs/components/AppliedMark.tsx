import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { formatDate } from '../../../lib/format-date';
import type { AppliedMark as Mark } from '../api/my-applied-jobs';

/**
 * "Applied on 24 Nov 2026", in the reader's language, linking to the candidate's applications: shown instead of
 * Apply (job page) and on job cards, so a candidate never opens the apply form for a job they applied to.
 */
export function AppliedMark({ mark, className }: { mark: Mark; className: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Link
      to={ROUTES.candidateJobsApplied}
      className={className}
      data-testid="applied-mark"
      data-application-id={mark.applicationId}
      title={t('jobs.card.viewApplication')}
    >
      {t('jobs.card.appliedOn', { date: formatDate(mark.appliedAt, i18n.language) })}
    </Link>
  );
}
