import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { notifyError } from '../../../components/toasts';
import { saveRedirect } from '../../../lib/session-storage';
import { useToggleSavedJob } from '../api/saved-jobs';

interface SaveJobButtonProps {
  jobId: number;
  saved: boolean;
  /** A visitor is sent to log in first (and comes back to this list). */
  visitor: boolean;
  title: string;
}

/** Save / unsave a job from its card (a pressed toggle, so screen readers hear its state). */
export function SaveJobButton({ jobId, saved, visitor, title }: SaveJobButtonProps) {
  const { t } = useTranslation();
  const toggle = useToggleSavedJob();
  const navigate = useNavigate();
  const location = useLocation();
  const onClick = () => {
    if (visitor) {
      saveRedirect(`${location.pathname}${location.search}`);
      navigate(ROUTES.login);
      return;
    }
    toggle.mutate({ jobId, saved: !saved }, { onError: () => notifyError(t('jobs.save.failed')) });
  };
  return (
    <button
      type="button"
      className={`save-job${saved ? ' save-job--saved' : ''}`}
      aria-pressed={visitor ? undefined : saved}
      aria-label={t(saved ? 'jobs.save.unsaveNamed' : 'jobs.save.saveNamed', { title })}
      disabled={toggle.isPending}
      onClick={onClick}
      data-testid="save-job"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span>{t(saved ? 'jobs.save.saved' : 'jobs.save.save')}</span>
    </button>
  );
}
