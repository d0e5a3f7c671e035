import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { layoutForPath, type LayoutKind } from '@fj/shared';
import { LoadingModal } from '../../components/LoadingModal';
import { loadFullCatalogue } from '../../i18n';
import { lazyPreloadable } from '../lazy-preloadable';

/** An area or sign-up layout's menus are not in the catalogue's public half: its chunk and the rest arrive together. */
function withFullCatalogue(load: () => Promise<{ default: ComponentType }>) {
  return async () => (await Promise.all([load(), loadFullCatalogue().catch(() => undefined)]))[0];
}

/** Each layout is its own lazy chunk (ARCHITECTURE §5). */
const LAYOUT_LOADERS: Record<LayoutKind, () => Promise<{ default: ComponentType }>> = {
  home: () => import('./HomeLayout'),
  signup: withFullCatalogue(() => import('./SignupLayout')),
  admin: withFullCatalogue(() => import('./AdminLayout')),
  employer: withFullCatalogue(() => import('./EmployerLayout')),
  candidate: withFullCatalogue(() => import('./CandidateLayout')),
  dashboard: withFullCatalogue(() => import('./DashboardEntryLayout')),
  job: () => import('./JobLayout'),
  main: () => import('./MainLayout'),
};

const LAYOUTS = {} as Record<LayoutKind, ReturnType<typeof lazyPreloadable<ComponentType>>>;
for (const kind of Object.keys(LAYOUT_LOADERS) as LayoutKind[]) LAYOUTS[kind] = lazyPreloadable(async () => (await LAYOUT_LOADERS[kind]()).default);

/** Starts loading a layout's chunk before it is shown (route prefetch); once loaded it renders without a fallback. */
export function preloadLayout(kind: LayoutKind): Promise<unknown> {
  return LAYOUTS[kind].preload();
}

/** §2 layout choice by path: the shared `layoutForPath` decides, the routes below render inside it. */
export function LayoutSwitch() {
  const { pathname } = useLocation();
  const Layout = LAYOUTS[layoutForPath(pathname)].component;
  return (
    <Suspense fallback={<LoadingModal />}>
      <Layout />
    </Suspense>
  );
}
