// Session edges: logout goes home and forgets the token; an expired token cannot open an admin page.
import { describe, expect, it } from 'vitest';
import { registerCandidateViaApi } from './support/accounts';
import { useBrowser } from './support/browser';
import { expectVisible, expiredToken, logIn, waitForPath } from './support/pages';

describe('session', () => {
  const browser = useBrowser();

  it('logout returns to the home page, clears the stored token and name, and revokes the token', async () => {
    const { page } = browser;
    // An account of its own: logging out revokes its sessions, and the shared demo candidate is other journeys' too
    // (in a CI run this login as `candidate` once bounced back to the login page after twenty other journeys).
    await logIn(page, await registerCandidateViaApi(browser.apiUrl, 'logout'));
    await waitForPath(page, '/candidate/dashboard');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const profileWith = (bearer: string | null) =>
      fetch(`${browser.apiUrl}/get-profile`, { headers: { authorization: `Bearer ${bearer}` } });
    expect((await profileWith(token)).status).toBe(200);

    const logoutCall = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/logout');
    await page.locator('[data-testid="logout"]').first().click();
    await waitForPath(page, '/');
    await expectVisible(page, '[data-testid="home-page"]');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('displayName')])).toEqual([null, null]);
    expect((await logoutCall).ok()).toBe(true);
    expect((await profileWith(token)).status).toBe(401);
  });

  it('an expired token on /admin/dashboard/ goes to /signin/', async () => {
    const { page } = browser;
    await page.goto('/signin/');
    await page.evaluate((token) => localStorage.setItem('token', token), expiredToken(['administrator']));
    await page.goto('/admin/dashboard/');
    await waitForPath(page, '/signin/');
    await expectVisible(page, '[data-testid="signin-page"]');
    expect(await page.locator('[data-testid="dashboard-admin"]').count()).toBe(0);
  });

  it('no token at all on /admin/dashboard/ goes to /signin/', async () => {
    const { page } = browser;
    await page.goto('/admin/dashboard/');
    await waitForPath(page, '/signin/');
    await expectVisible(page, '[data-testid="signin-page"]');
  });
});
