// §6: a password login lands each role on its own area; a redirect saved in session storage wins.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo-accounts';
import { expectVisible, logIn, samePath, waitForPath } from './support/pages';

describe('password login redirects', () => {
  const browser = useBrowser();

  for (const account of DEMO_ACCOUNTS) {
    it(`${account.username} (${account.role}) lands on ${account.landsOn}`, async () => {
      const { page } = browser;
      await logIn(page, account.username);
      await waitForPath(page, account.landsOn);
      if (account.dashboard) await expectVisible(page, `[data-testid="${account.dashboard}"]`);
      await expectVisible(page, '[data-testid="sidebar"]');
      expect(await page.locator('[data-testid="display-name"]').first().textContent()).toContain(account.displayName);
      expect(await page.locator('[data-testid="area-not-allowed"]').count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    });
  }

  it('an administrator dashboard renders (screenshot for a human look)', async () => {
    const { page } = browser;
    await logIn(page, 'admin');
    await waitForPath(page, '/admin/dashboard');
    await expectVisible(page, '[data-testid="dashboard-admin"]');
    console.log(`[e2e] admin dashboard screenshot: ${await browser.screenshot('admin-dashboard')}`);
  });

  it('a redirect saved in session storage wins over the role dashboard', async () => {
    const { page } = browser;
    await page.goto('/login/');
    await page.evaluate(() => sessionStorage.setItem('redirect', '/candidate/job-alerts'));
    await logIn(page, 'candidate');
    await waitForPath(page, '/candidate/job-alerts');
    expect(samePath(new URL(page.url()).pathname, '/candidate/dashboard')).toBe(false);
  });

  it('a wrong password shows "Invalid login details" and stays on the login page', async () => {
    const { page } = browser;
    await logIn(page, 'candidate', 'not-the-password-1');
    await page.getByText('Invalid login details').first().waitFor({ state: 'visible', timeout: 20_000 });
    expect(await page.locator('.Toastify').getByText('Invalid login details').count()).toBeGreaterThan(0);
    expect(samePath(new URL(page.url()).pathname, '/login/')).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
