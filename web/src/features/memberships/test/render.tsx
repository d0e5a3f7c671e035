import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '@fj/shared';
import { AppProviders } from '../../../app/AppProviders';

/**
 * One screen of this feature inside the real providers, without the app's route table (so these tests do not
 * depend on every other feature's pages compiling). `route` is the pattern the screen is mounted at; the current
 * location is shown in `data-testid="location"` so tests can see where a link or redirect went.
 */
export function renderScreen(ui: ReactNode, { token, path = '/', route = '*' }: { token?: string; path?: string; route?: string } = {}) {
  if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <CurrentLocation />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...view, queryClient };
}

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
