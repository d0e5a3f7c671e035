import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { socialLoginRedirectFor } from '@fj/shared';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useSocialLoginMutation } from '../api/social-login';
import { useStartSession } from '../use-start-session';
import { GOOGLE_CLIENT_ID, GoogleButton } from './GoogleButton';

/** Social buttons (only when Google sign-in is configured: VITE_GOOGLE_CLIENT_ID): POST /social-login with a verified-by-the-API Google credential; §6 social redirect. */
export function SocialLogin() {
  const { t } = useTranslation();
  const socialLogin = useSocialLoginMutation();
  const startSession = useStartSession();
  const { mutateAsync } = socialLogin;

  const onCredential = useCallback(
    async (credential: string) => {
      try {
        const answer = await mutateAsync(credential);
        notifySuccess(t('auth.loginSuccess'));
        startSession(answer, socialLoginRedirectFor);
      } catch (error) {
        notifyError(apiErrorMessage(error, t('toast.socialLoginFailed')));
      }
    },
    [mutateAsync, startSession, t],
  );
  const handleCredential = useCallback((credential: string) => void onCredential(credential), [onCredential]);
  const onUnavailable = useCallback(() => notifyError(t('toast.socialLoginFailed')), [t]);

  // Not configured on this site: no divider, no button a visitor could only find disabled.
  if (!GOOGLE_CLIENT_ID) return null;
  return (
    <div className="social-login">
      <p className="divider">
        <span>{t('auth.orContinueWith')}</span>
      </p>
      <GoogleButton onCredential={handleCredential} onUnavailable={onUnavailable} />
    </div>
  );
}
