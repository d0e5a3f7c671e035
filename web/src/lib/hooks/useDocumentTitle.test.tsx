import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import i18next from 'i18next';
import en from '../../i18n/en.json';
import { renderApp, renderWithProviders } from '../../test/render';
import { formatDocumentTitle, useDocumentTitle } from './useDocumentTitle';
import { routeEntries } from '../../app/route-table';

function lookup(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

function NamedPage({ name }: { name?: string }) {
  useDocumentTitle(name);
  return null;
}

describe('document titles', () => {
  it('every route has a tab title the English catalogue translates (Arabic: the completeness test)', () => {
    const missing = routeEntries()
      .filter((entry) => entry.titleKey !== null && typeof lookup(en, entry.titleKey) !== 'string')
      .map((entry) => `${entry.name}: ${entry.titleKey}`);
    expect(missing).toEqual([]);
  });

  it('reads "Page — Football Jobs", and the brand alone on the home page', async () => {
    expect(formatDocumentTitle('Log in', 'Football Jobs')).toBe('Log in — Football Jobs');
    renderApp('/signin/');
    await waitFor(() => expect(document.title).toBe('Log in — Football Jobs'));
  });

  it('the home page is the brand alone', async () => {
    document.title = 'stale';
    renderApp('/');
    await waitFor(() => expect(document.title).toBe('Football Jobs'));
  });

  it('follows the language', async () => {
    renderApp('/jobs-in-football/');
    await waitFor(() => expect(document.title).toBe('Jobs in football — Football Jobs'));
    await i18next.changeLanguage('ar');
    await waitFor(() => expect(document.title).toBe('وظائف في كرة القدم — وظائف كرة القدم'));
  });

  it('a page naming itself wins over its route until it unmounts', async () => {
    const { rerender } = renderWithProviders(<NamedPage />, { path: '/' });
    renderApp('/signin/');
    await waitFor(() => expect(document.title).toBe('Log in — Football Jobs'));
    rerender(<NamedPage name="Head Coach U18" />);
    await waitFor(() => expect(document.title).toBe('Head Coach U18 — Football Jobs'));
    rerender(<></>);
    await waitFor(() => expect(document.title).toBe('Log in — Football Jobs'));
  });
});
