import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { LoginForm } from '../components/LoginForm';
import { SocialLogin } from '../components/SocialLogin';

/** /signin, /signin/, /login, /login/ */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <section className="auth-card" data-testid="signin-page">
      <h1>{t('auth.loginTitle')}</h1>
      <p className="auth-card__lead">{t('auth.loginLead')}</p>
      {session.isLoggedIn ? (
        <p className="notice">
          {t('auth.alreadyLoggedIn', { name: session.displayName ?? '' })}{' '}
          <Link to={ROUTES.dashboard}>{t('header.dashboard')}</Link>
        </p>
      ) : null}
      <LoginForm />
      <SocialLogin />
    </section>
  );
}
