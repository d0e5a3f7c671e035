import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { SkipLink } from '../../components/SkipLink';

/** §2 sign-up layout: a calm page without the site menu so the steps hold attention. */
export default function SignupLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
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
          <span className="signup-header__login">
            {t('signup.haveAccount')} <Link to={ROUTES.login}>{t('header.login')}</Link>
          </span>
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
