import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { LayoutSwitch } from './layouts/LayoutSwitch';
import { routeEntries } from './route-table';

const ENTRIES = routeEntries();

/** All routes render inside the layout that §2 picks for the current path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<LayoutSwitch />}>
        {ENTRIES.map((entry) => (
          <Route key={entry.name} path={entry.path} element={<Suspense fallback={<PageLoading />}>{entry.element}</Suspense>} />
        ))}
      </Route>
    </Routes>
  );
}
