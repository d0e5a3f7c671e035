import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The Google client id the API also trusts (GOOGLE_CLIENT_IDS); without it Google sign-in is off. */
export const GOOGLE_CLIENT_ID = (import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined) || '';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (response: { credential?: string }) => void }) => void;
      renderButton: (element: HTMLElement, options: Record<string, string | number>) => void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const GSI_SRC = 'https://accounts.google.com/gsi/client';

function loadGoogleScript(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('Google script loaded empty')));
    script.onerror = () => reject(new Error('Google script failed to load'));
    document.head.appendChild(script);
  });
}

interface GoogleButtonProps {
  onCredential: (credential: string) => void;
  onUnavailable: () => void;
}

/** Google Identity Services button (SocialLogin shows it only when configured); disabled with the reason when Google's script cannot load. */
export function GoogleButton({ onCredential, onUnavailable }: GoogleButtonProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!GOOGLE_CLIENT_ID || !container.current) return;
    let cancelled = false;
    loadGoogleScript()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.accounts.id.initialize({
          client_id: GOOGLE_CLIENT_ID,
          callback: (response) => (response.credential ? onCredential(response.credential) : onUnavailable()),
        });
        google.accounts.id.renderButton(container.current, { theme: 'outline', size: 'large', locale: i18n.language });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [i18n.language, onCredential, onUnavailable]);

  if (!GOOGLE_CLIENT_ID || failed) {
    return (
      <div className="social-button-wrap">
        <button type="button" className="button button--social" disabled data-testid="google-login">
          {t('auth.continueWithGoogle')}
        </button>
        <p className="field__hint">{failed ? t('auth.googleUnavailable') : t('auth.googleNotConfigured')}</p>
      </div>
    );
  }
  return <div ref={container} className="social-button-wrap" data-testid="google-login" />;
}
