import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { LayoutSwitch } from './layouts/LayoutSwitch';
import { RouteTitle } from './RouteTitle';
import { routeEntries } from './route-table';
import { useLinkPrefetch } from './prefetch/use-link-prefetch';

const ENTRIES = routeEntries();

/** All routes render inside the layout that §2 picks for the current path; each sets the tab title. */
export function AppRoutes() {
  useLinkPrefetch();
  return (
    <Routes>
      <Route element={<LayoutSwitch />}>
        {ENTRIES.map((entry) => (
          <Route
            key={entry.name}
            path={entry.path}
            element={
              <>
                <RouteTitle titleKey={entry.titleKey} />
                <Suspense fallback={<PageLoading />}>{entry.element}</Suspense>
              </>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
