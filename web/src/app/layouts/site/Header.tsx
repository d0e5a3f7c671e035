import { useCallback, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, SIGNUP_STEPS, TIMINGS, signupStepHref } from '@fj/shared';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { useScrolledPast } from '../../../lib/hooks/useScrolledPast';
import { useCloseAfterNavigation } from '../../../lib/hooks/useCloseAfterNavigation';
import { useSession } from '../../session/session-context';
import { HeaderMessagesLink } from '../../../features/messages/components/HeaderMessagesLink';
import { Basket } from './Basket';
import { HeaderMenu } from './HeaderMenu';

const SUPPORT_CHAT_URL = (import.meta.env.VITE_SUPPORT_CHAT_URL as string | undefined) || ROUTES.contactUs;

/** Site header: logo, menu (a side panel on small screens), language switch, basket, support chat, account. */
export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const scrolled = useScrolledPast(TIMINGS.scrollThresholdPx);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useCloseAfterNavigation(closeMenu);

  const supportIsExternal = /^[a-z][a-z0-9+.-]*:/i.test(SUPPORT_CHAT_URL);

  return (
    <header className={`site-header${scrolled ? '' : ' site-header--transparent'}`} data-testid="site-header">
      <div className="site-header__inner">
        <Link to={ROUTES.home} className="brand" aria-label={t('brand.home')}>
          <img src="/images/logo.svg" alt="" width={36} height={36} />
          <span>{t('brand.name')}</span>
        </Link>

        <button
          type="button"
          className="burger"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span />
          <span />
          <span />
        </button>

        <nav id="site-nav" className={`site-nav${menuOpen ? ' site-nav--open' : ''}`} aria-label={t('header.mainMenu')}>
          <HeaderMenu />
          <div className="site-nav__account">
            {session.isLoggedIn ? (
              <>
                <NavLink className="button button--ghost" to={ROUTES.dashboard}>
                  {t('header.dashboard')}
                </NavLink>
                <button type="button" className="button button--link" data-testid="logout" onClick={session.logout}>
                  {t('common.logout')}
                </button>
              </>
            ) : (
              <>
                <NavLink className="button button--ghost" to={ROUTES.login}>
                  {t('header.login')}
                </NavLink>
                <NavLink className="button" to={signupStepHref(SIGNUP_STEPS.MEMBERSHIP_TYPE)}>
                  {t('header.signup')}
                </NavLink>
              </>
            )}
          </div>
        </nav>
        {menuOpen ? <div className="site-nav__backdrop" onClick={closeMenu} aria-hidden="true" /> : null}

        <div className="site-header__tools">
          <LanguageSwitch />
          {supportIsExternal ? (
            <a className="support-link" href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer">
              {t('header.supportChat')}
            </a>
          ) : (
            <Link className="support-link" to={SUPPORT_CHAT_URL}>
              {t('header.supportChat')}
            </Link>
          )}
          <HeaderMessagesLink />
          <Basket />
        </div>
      </div>
    </header>
  );
}
