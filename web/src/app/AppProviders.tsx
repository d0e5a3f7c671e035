import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import { LIMITS } from '@fj/shared';
import i18n from '../i18n';
import { createQueryClient } from './query-client';
import { SessionProvider } from './session/SessionProvider';

function Toasts() {
  const { i18n: instance } = useTranslation();
  // §8: top right, 3 seconds, in both directions.
  return (
    <ToastContainer
      position="top-right"
      autoClose={LIMITS.toastMs}
      rtl={instance.dir() === 'rtl'}
      newestOnTop
    />
  );
}

/** React Query, i18n, the session and toasts. Must sit inside a router (the session navigates). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <SessionProvider>
          {children}
          <Toasts />
        </SessionProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
