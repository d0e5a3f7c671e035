import { Suspense, type ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, dashboardFor, staffHomeFor, type DashboardKind } from '@fj/shared';
import { LoadingModal } from '../../components/LoadingModal';
import { lazyNamed } from '../lazy-named';
import { useSession } from '../session/session-context';
import { isTokenUnexpired } from '../session/token';

/** Each role's dashboard inside its own layout (§2), each a lazy chunk. */
const DASHBOARDS: Record<DashboardKind, ComponentType> = {
  admin: lazyNamed(() => import('./role-dashboards'), 'AdminDashboardInLayout'),
  employer: lazyNamed(() => import('./role-dashboards'), 'EmployerDashboardInLayout'),
  candidate: lazyNamed(() => import('./role-dashboards'), 'CandidateDashboardInLayout'),
};

/**
 * /dashboard: a full-screen loading modal until the stored token is read and the chosen dashboard has loaded.
 * A data scout or content editor goes on to their home page (shared `staffHomeFor`). No valid token → /signin/ (§4 "on dashboards a missing or invalid token sends the visitor to /signin/"; see
 * docs/web.md for why this wins over §2's "stays loading").
 */
export function DashboardEntry() {
  const { t } = useTranslation();
  const session = useSession();
  if (!isTokenUnexpired(session.claims)) return <Navigate to={ROUTES.signin} replace />;
  // A data scout or content editor has no dashboard of §2's three: their Dashboard link opens their own home.
  const staffHome = staffHomeFor(session.claims.roles);
  if (staffHome) return <Navigate to={staffHome} replace />;
  const Dashboard = DASHBOARDS[dashboardFor(session.claims.roles)];
  return (
    <Suspense fallback={<LoadingModal text={t('dashboard.loading')} />}>
      <Dashboard />
    </Suspense>
  );
}
