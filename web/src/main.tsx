import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/fonts.css';
import './styles/global.css';
import { i18nReady } from './i18n';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { prefetchPath } from './app/prefetch/route-prefetch';

function render() {
  const root = createRoot(document.getElementById('root')!);
  // As a transition React renders the first tree in slices, yielding to the browser between them, instead of one
  // long task that blocks input (Lighthouse's Total Blocking Time); the chunks are already in, so nothing suspends.
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppProviders>
            <AppRoutes />
          </AppProviders>
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

/** Longest the first render waits for the landing route's chunks; after it, React shows its spinner as before. */
const LANDING_ROUTE_WAIT_MS = 3000;

// The landing route's layout and page chunks (and the catalogue half its page needs) start downloading now, side by
// side — the web server's modulepreload tags usually started them with the entry. The first render waits for them,
// so React's first commit is the page itself: no spinner to paint and replace, no re-render when each arrives.
const landingRoute = Promise.race([prefetchPath(window.location.pathname), new Promise((resolve) => setTimeout(resolve, LANDING_ROUTE_WAIT_MS))]);

// An Arabic visitor's catalogue is a lazy chunk: render once it is there (English is in the entry, so at once).
// A failed load still renders; i18next falls back to English.
void Promise.all([i18nReady.catch(() => undefined), landingRoute]).then(render);
