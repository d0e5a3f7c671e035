import { useTranslation } from 'react-i18next';
import type { JobModerationState } from '../api/my-jobs';

/** "In review" while a moderator has not decided; "Changes needed" (the reason on hover) once the job was sent back. */
export function ModerationBadge({ state }: { state: JobModerationState }) {
  const { t } = useTranslation();
  if (state.status === 'pending') {
    return (
      <span className="badge badge--accent" data-testid="job-in-review">
        {t('moderation.employer.inReview')}
      </span>
    );
  }
  if (state.status === 'rejected') {
    return (
      <span className="badge badge--warning" data-testid="job-changes-needed" title={state.rejectionReason ?? undefined}>
        {t('moderation.employer.changesNeeded')}
      </span>
    );
  }
  return null;
}
