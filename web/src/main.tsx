import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/global.css';
import { i18nReady } from './i18n';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { prefetchPath } from './app/prefetch/route-prefetch';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}

// The landing route's layout and page chunks start downloading now, side by side, instead of one after the other
// as React reaches each lazy boundary.
prefetchPath(window.location.pathname);

// An Arabic visitor's catalogue is a lazy chunk: render once it is there (English is in the entry, so at once).
// A failed load still renders; i18next falls back to English.
void i18nReady.catch(() => undefined).then(render);
