import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { SkipLink } from '../../components/SkipLink';
import { useSession } from '../session/session-context';

/** §2 sign-up layout: a calm page without the site menu so the steps hold attention. */
export default function SignupLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn, displayName } = useSession();
  return (
    <div className="layout layout--signup" data-layout="signup">
      <SkipLink />
      <header className="signup-header">
        <Link to={ROUTES.home} className="brand" aria-label={t('brand.home')}>
          <img src="/images/logo.svg" alt="" width={36} height={36} />
          <span>{t('brand.name')}</span>
        </Link>
        <div className="signup-header__tools">
          <LanguageSwitch />
          {/* Once the account exists (step 3 on) a login link would only confuse: say who is signed in instead. */}
          {isLoggedIn ? (
            <span className="signup-header__login" data-testid="signup-signed-in">
              {t('signup.signedInAs', { name: displayName ?? '' })} <Link to={ROUTES.dashboard}>{t('signup.goToDashboard')}</Link>
            </span>
          ) : (
            <span className="signup-header__login">
              {t('signup.haveAccount')} <Link to={ROUTES.login}>{t('header.login')}</Link>
            </span>
          )}
        </div>
      </header>
      <main id="main" className="signup-main">
        {children ?? <Outlet />}
      </main>
      <footer className="signup-footer">
        <Link to={ROUTES.terms}>{t('footer.terms')}</Link>
        <Link to={ROUTES.privacy}>{t('footer.privacy')}</Link>
      </footer>
    </div>
  );
}
