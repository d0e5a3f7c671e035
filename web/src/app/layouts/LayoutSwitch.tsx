import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { layoutForPath, type LayoutKind } from '@fj/shared';
import { LoadingModal } from '../../components/LoadingModal';

/** Each layout is its own lazy chunk (ARCHITECTURE §5). */
const LAYOUTS: Record<LayoutKind, ComponentType> = {
  home: lazy(() => import('./HomeLayout')),
  signup: lazy(() => import('./SignupLayout')),
  admin: lazy(() => import('./AdminLayout')),
  employer: lazy(() => import('./EmployerLayout')),
  candidate: lazy(() => import('./CandidateLayout')),
  dashboard: lazy(() => import('./DashboardEntryLayout')),
  job: lazy(() => import('./JobLayout')),
  main: lazy(() => import('./MainLayout')),
};

/** §2 layout choice by path: the shared `layoutForPath` decides, the routes below render inside it. */
export function LayoutSwitch() {
  const { pathname } = useLocation();
  const Layout = LAYOUTS[layoutForPath(pathname)];
  return (
    <Suspense fallback={<LoadingModal />}>
      <Layout />
    </Suspense>
  );
}
