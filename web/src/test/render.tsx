import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '@fj/shared';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { QueryClient } from '@tanstack/react-query';

interface RenderOptions {
  token?: string;
}

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function storeToken(token?: string) {
  if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

/** The whole SPA (router, layouts, providers) at `path`, as a browser would open it. */
export function renderApp(path: string, { token }: RenderOptions = {}) {
  storeToken(token);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={testQueryClient()}>
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>,
  );
}

/** One component inside the real providers. */
export function renderWithProviders(ui: ReactNode, { token, path = '/' }: RenderOptions & { path?: string } = {}) {
  storeToken(token);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={testQueryClient()}>{ui}</AppProviders>
    </MemoryRouter>,
  );
}
