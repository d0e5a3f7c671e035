import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { candidateThreadHref } from '@fj/shared';
import { notifyError } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useOpenApplicationThread } from '../api/application-thread';

/** The candidate's "Message the employer" on one application: opens (or finds) its thread and goes there. */
export function MessageEmployerButton({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenApplicationThread();
  const start = async () => {
    try {
      const thread = await open.mutateAsync(applicationId);
      void navigate(candidateThreadHref(thread.id));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };
  return (
    <button type="button" className="button button--link" disabled={open.isPending} onClick={() => void start()} data-testid="message-employer">
      {t('messages.application.messageEmployer')}
    </button>
  );
}
