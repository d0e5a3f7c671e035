import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n';
import { LazyToasts } from './LazyToasts';
import { createQueryClient } from './query-client';
import { SessionProvider } from './session/SessionProvider';

/** React Query, i18n, the session and toasts. Must sit inside a router (the session navigates). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <SessionProvider>
          {children}
          <LazyToasts />
        </SessionProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
