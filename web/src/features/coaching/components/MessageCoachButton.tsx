import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { notifyError } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useOpenCoachThread } from '../api/enrollments';

export const coachingThreadHref = (threadId: number) => `${ROUTES.coachingMessages}?thread=${threadId}`;

/** Opens (the first time) the conversation with the course's coach and shows it in the coaching messages. */
export function MessageCoachButton({ enrollmentId, threadId }: { enrollmentId: number; threadId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenCoachThread();
  const go = async () => {
    if (threadId) {
      navigate(coachingThreadHref(threadId));
      return;
    }
    try {
      const thread = await open.mutateAsync(enrollmentId);
      navigate(coachingThreadHref(thread.id));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };
  return (
    <button type="button" className="button button--ghost" onClick={() => void go()} disabled={open.isPending} data-testid="coaching-message-coach">
      {t('coaching.enrollments.messageCoach')}
    </button>
  );
}
