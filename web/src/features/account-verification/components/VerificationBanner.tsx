import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { useEmailVerified } from '../api/verification-status';
import { ResendVerificationButton } from './ResendVerificationButton';
import './verification-banner.css';

const DISMISSED_KEY = 'verificationBannerDismissed';

const wasDismissed = () => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/** Until the address is confirmed: a reminder with "Resend", dismissible for this browser session. Never blocks anything. */
export function VerificationBanner() {
  const { t } = useTranslation();
  const session = useSession();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const verified = useEmailVerified(session.isLoggedIn && !dismissed);
  if (!session.isLoggedIn || dismissed || verified.data !== false) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode: dismissed until the page reloads.
    }
    setDismissed(true);
  };

  return (
    <div className="notice notice--warning verification-banner" role="status" data-testid="verification-banner">
      <p className="verification-banner__text">{t('verification.bannerText')}</p>
      <div className="verification-banner__actions">
        <ResendVerificationButton className="button button--small" />
        <button type="button" className="verification-banner__close" onClick={dismiss} aria-label={t('verification.dismiss')}>
          ×
        </button>
      </div>
    </div>
  );
}
