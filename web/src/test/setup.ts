import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadFullCatalogue } from '../i18n';
import i18next from 'i18next';
import { resetHttp } from './http';

// Lazy chunks are transformed on first use inside a test run; give them time to arrive.
configure({ asyncUtilTimeout: 12_000 });

// Components are rendered outside their lazy routes here: give them the whole catalogue (both halves, sections.ts).
await loadFullCatalogue();

beforeEach(async () => {
  resetHttp(); // no test reaches a network
  await i18next.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
