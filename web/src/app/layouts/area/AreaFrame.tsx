import { useCallback, useState, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { SkipLink } from '../../../components/SkipLink';
import { useCloseAfterNavigation } from '../../../lib/hooks/useCloseAfterNavigation';
import { useSession } from '../../session/session-context';
import { HeaderMessagesLink } from '../../../features/messages/components/HeaderMessagesLink';
import { VerificationBanner } from '../../../features/account-verification/components/VerificationBanner';
import { canEnterArea, type AreaKind } from './area-access';
import { RequireSession } from './RequireSession';
import { Sidebar } from './Sidebar';
import type { SidebarEntry } from './sidebars';

interface AreaFrameProps {
  kind: AreaKind;
  entries: readonly SidebarEntry[];
  children?: ReactNode;
}

function AreaNotAllowed() {
  const { t } = useTranslation();
  return (
    <section className="coming-soon" data-testid="area-not-allowed">
      <h1>{t('area.notAllowedTitle')}</h1>
      <p>{t('area.notAllowedBody')}</p>
      <Link className="button" to={ROUTES.dashboard}>
        {t('area.goToMyDashboard')}
      </Link>
    </section>
  );
}

function AreaShell({ kind, entries, children }: AreaFrameProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const close = useCallback(() => setSidebarOpen(false), []);
  useCloseAfterNavigation(close);
  const allowed = canEnterArea(kind, session.roles);
  return (
    <div className={`layout layout--area layout--${kind}`} data-layout={kind}>
      <SkipLink />
      <header className="area-topbar">
        <button
          type="button"
          className="burger burger--area"
          aria-expanded={sidebarOpen}
          aria-controls="area-sidebar"
          aria-label={sidebarOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setSidebarOpen((open) => !open)}
        >
          <span />
          <span />
          <span />
        </button>
        <Link to={ROUTES.home} className="brand" aria-label={t('brand.home')}>
          <img src="/images/logo.svg" alt="" width={32} height={32} />
          <span>{t('brand.name')}</span>
        </Link>
        <span className="area-topbar__title">{t(`area.${kind}`)}</span>
        <div className="area-topbar__tools">
          <LanguageSwitch />
          <HeaderMessagesLink />
          <span className="area-topbar__user" data-testid="display-name">
            {session.displayName}
          </span>
        </div>
      </header>
      <div className="area-body">
        <aside id="area-sidebar" className={`area-sidebar${sidebarOpen ? ' area-sidebar--open' : ''}`}>
          <Sidebar entries={entries} label={t(`area.${kind}Menu`)} />
        </aside>
        {sidebarOpen ? <div className="area-sidebar__backdrop" onClick={close} aria-hidden="true" /> : null}
        <main id="main" className="area-main">
          {/* Candidates and employers, until their address is confirmed (docs/retention.md). */}
          {kind !== 'admin' ? <VerificationBanner /> : null}
          {allowed ? (children ?? <Outlet />) : <AreaNotAllowed />}
        </main>
      </div>
    </div>
  );
}

/** Admin, employer and candidate areas: session guard, top bar, permission-gated sidebar, page. */
export function AreaFrame(props: AreaFrameProps) {
  return (
    <RequireSession>
      <AreaShell {...props} />
    </RequireSession>
  );
}
