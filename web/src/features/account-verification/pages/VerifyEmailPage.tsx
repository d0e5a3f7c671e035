import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { useVerifyEmailMutation } from '../api/verify-email';
import { ResendVerificationButton } from '../components/ResendVerificationButton';

/** /verify-email?token=… — the link of the confirmation email: confirms at once and says so. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmailMutation();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page, also under StrictMode's double effects: a second call would only say "already confirmed".
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const next = session.isLoggedIn ? (
    <Link className="button" to={ROUTES.dashboard}>
      {t('verification.toDashboard')}
    </Link>
  ) : (
    <Link className="button" to={ROUTES.login}>
      {t('verification.toSignIn')}
    </Link>
  );

  let body;
  if (!token || verify.isError) {
    body = (
      <>
        <p className="notice notice--error" role="alert" data-testid="verify-email-failed">
          {t('verification.invalidLink')}
        </p>
        {session.isLoggedIn ? <ResendVerificationButton /> : next}
      </>
    );
  } else if (verify.isSuccess) {
    body = (
      <>
        <p className="notice" role="status" data-testid="verify-email-done">
          {t('verification.confirmed')}
        </p>
        {next}
      </>
    );
  } else {
    body = <p aria-busy="true">{t('verification.confirming')}</p>;
  }

  return (
    <section className="auth-card" data-testid="verify-email-page">
      <h1>{t('verification.title')}</h1>
      {body}
    </section>
  );
}
