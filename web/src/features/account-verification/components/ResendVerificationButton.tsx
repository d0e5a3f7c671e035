import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useResendVerificationMutation } from '../api/resend-verification';

/** Emails a fresh confirmation link; the server allows a few an hour and says when to try again. */
export function ResendVerificationButton({ className = 'button' }: { className?: string }) {
  const { t } = useTranslation();
  const resend = useResendVerificationMutation();
  const click = async () => {
    try {
      const answer = await resend.mutateAsync();
      notifySuccess(answer.emailVerified ? t('verification.alreadyConfirmed') : t('verification.sent'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };
  return (
    <button type="button" className={className} onClick={click} disabled={resend.isPending} data-testid="resend-verification">
      {t('verification.resend')}
    </button>
  );
}
