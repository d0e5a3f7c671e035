import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, LOCALE_STORAGE_KEY, REDIRECT_STORAGE_KEY, TOKEN_STORAGE_KEY, type MenuItem } from '@fj/shared';
import { renderApp } from '../../../test/render';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { makeToken } from '../../../test/tokens';

const MENU: MenuItem[] = [
  { label: 'Jobs', link: '/jobs-in-football/', subMenu: [{ label: 'Coaching jobs', link: '/jobs-in-football/?category=coaching' }], col: 2 },
  { label: 'Hidden entry', link: '/secret', hide: true },
  { label: 'Partner site', link: 'https://partner.example.org/', isExternal: true },
];

function api(cart: { status: number; body?: unknown }) {
  answerWith((config) => {
    if (pathOf(config) === API.headerData) return { status: 200, body: { success: true, data: MENU } };
    if (pathOf(config) === API.cartDetail) return cart;
    return { status: 404 };
  });
}

describe('site header', () => {
  // The sign-in page is a lazy chunk: transform it before the timed wait, which a loaded CI machine once outlasted.
  beforeAll(() => import('../../../features/auth/pages'), 60_000);

  it('shows the menu from /get-header-data, without hidden items; external links open a new tab', async () => {
    api({ status: 404 });
    renderApp('/jobs-in-football/');
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(await nav.findByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs-in-football/');
    expect(nav.getByRole('link', { name: 'Coaching jobs' })).toBeInTheDocument();
    expect(nav.queryByText('Hidden entry')).toBeNull();
    expect(nav.getByRole('link', { name: 'Partner site' })).toHaveAttribute('target', '_blank');
  });

  it('the basket shows 0 and asks nothing when logged out', async () => {
    api({ status: 200, body: { success: true, data: { item_count: 5 } } });
    renderApp('/jobs-in-football/');
    expect(await screen.findByTestId('basket-count')).toHaveTextContent('0');
    expect(sentRequests.some((request) => pathOf(request) === API.cartDetail)).toBe(false);
  });

  it('the basket shows the item count when logged in, labelled for screen readers, and links to /cart', async () => {
    api({ status: 200, body: { success: true, data: { item_count: 3, items: [] } } });
    renderApp('/jobs-in-football/', { token: makeToken() });
    await waitFor(() => expect(screen.getByTestId('basket-count')).toHaveTextContent('3'));
    expect(screen.getByRole('link', { name: 'Basket, 3 items' })).toHaveAttribute('href', '/cart');
  });

  it('one item is "1 item"; a visitor\'s basket is "0 items"', async () => {
    api({ status: 200, body: { success: true, data: { item_count: 1, items: [] } } });
    const { unmount } = renderApp('/jobs-in-football/', { token: makeToken() });
    expect(await screen.findByRole('link', { name: 'Basket, 1 item' })).toBeInTheDocument();
    unmount();
    window.localStorage.clear();
    renderApp('/jobs-in-football/');
    expect(await screen.findByRole('link', { name: 'Basket, 0 items' })).toBeInTheDocument();
  });

  it('a refused cart call shows 0, no error, and keeps the session', async () => {
    api({ status: 401, body: { success: false, statusCode: 401, message: 'Unauthorized' } });
    renderApp('/jobs-in-football/', { token: makeToken() });
    await waitFor(() => expect(sentRequests.some((request) => pathOf(request) === API.cartDetail)).toBe(true));
    expect(screen.getByTestId('basket-count')).toHaveTextContent('0');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the AR switch sets Arabic, <html lang="ar" dir="rtl"> and remembers it; EN switches back', async () => {
    renderApp('/jobs-in-football/');
    fireEvent.click(await screen.findByTestId('lang-ar'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('lang-en'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('the side menu closes after a navigation', async () => {
    api({ status: 404 });
    renderApp('/jobs-in-football/');
    const burger = await screen.findByRole('button', { name: 'Open menu' });
    fireEvent.click(burger);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(await screen.findByRole('link', { name: 'Coaching jobs' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false'));
  });

  it('turns solid after 100 px of scrolling', async () => {
    renderApp('/jobs-in-football/');
    const header = await screen.findByTestId('site-header');
    expect(header).toHaveClass('site-header--transparent');
    Object.defineProperty(window, 'scrollY', { value: 150, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(header).not.toHaveClass('site-header--transparent'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('footer and logout', () => {
  it('the footer Dashboard link goes to /login/ when logged out', async () => {
    renderApp('/jobs-in-football/');
    expect(await screen.findByTestId('footer-dashboard')).toHaveAttribute('href', '/login/');
    for (const section of ['Sitemap', 'Our offer', 'Candidates', 'News', 'Clients']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeInTheDocument();
  });

  it('and to /dashboard when logged in', async () => {
    renderApp('/jobs-in-football/', { token: makeToken() });
    expect(await screen.findByTestId('footer-dashboard')).toHaveAttribute('href', '/dashboard');
  });

  it('logout clears the stored token and name and returns home', async () => {
    answerWith(() => ({ status: 200, body: { success: true } }));
    renderApp('/candidate/dashboard', { token: makeToken({ roles: ['candidate'] }) });
    fireEvent.click(await screen.findByTestId('logout'));
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    const logoutCall = sentRequests.find((request) => pathOf(request) === API.logout);
    expect(logoutCall?.headers.get('Authorization')).toMatch(/^Bearer \S+\.\S+\.\S+$/); // revoked server-side
    expect(window.sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBeNull(); // logging out is not "bounced"
  });

  it('a 401 from any other call ends the session and shows the sign-in page', async () => {
    answerWith((config) =>
      pathOf(config) === API.headerData ? { status: 401, body: { success: false, statusCode: 401, message: 'Token revoked' } } : { status: 404 },
    );
    renderApp('/jobs-in-football/', { token: makeToken() });
    expect(await screen.findByTestId('signin-page')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
