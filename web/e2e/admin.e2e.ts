// Admin back-office journeys: an administrator finds a user, changes their roles and reads the audit entry; a data
// scout is refused the users screen (and the API refuses the call too).
import { describe, expect, it } from 'vitest';
import { registerCandidateViaApi } from './support/accounts';
import { useBrowser } from './support/browser';
import { expectVisible, logIn, waitForPath } from './support/pages';

describe('admin back-office', () => {
  const browser = useBrowser();

  it('an administrator finds a user, makes them a subscriber too and reads the audit entry', async () => {
    const { page } = browser;
    const username = await registerCandidateViaApi(browser.apiUrl, 'adm');
    await logIn(page, 'admin');
    await waitForPath(page, '/admin/dashboard');
    await expectVisible(page, '[data-testid="admin-chart"]');
    await browser.checkA11y('admin dashboard');

    await page.goto('/admin/users/');
    await page.locator('[data-testid="admin-users-search"]').fill(username);
    await page.getByRole('button', { name: 'Apply' }).click();
    const row = page.locator('[data-testid="admin-user-row"]', { hasText: username });
    await row.waitFor({ state: 'visible', timeout: 20_000 });
    // The unfiltered list (newest first) shows the new account too, so wait for the search's answer to replace it.
    await expect.poll(() => page.locator('[data-testid="admin-user-row"]').count(), { timeout: 20_000 }).toBe(1);
    await browser.checkA11y('admin users');

    await row.getByRole('link').first().click();
    await expectVisible(page, '[data-testid="admin-roles-form"]');
    await page.locator('[data-testid="role-subscriber"]').check();
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/roles') && response.request().method() === 'POST');
    await page.locator('[data-testid="admin-roles-save"]').click();
    expect((await saved).ok()).toBe(true);
    await expect.poll(() => page.locator('[data-testid="admin-user-roles"]').textContent()).toBe('Candidate, Subscriber');
    await browser.checkA11y('admin user page');

    await page.goto('/admin/audit-log/');
    const entry = page.locator('[data-testid="admin-audit-row"]').first();
    await entry.waitFor({ state: 'visible', timeout: 20_000 });
    const text = await entry.textContent();
    expect(text).toContain('Roles changed');
    expect(text).toContain('Alex Admin (admin)');
    expect(text).toContain('"subscriber"');
  });

  it('a data scout is refused the users screen and the users call', async () => {
    const { page } = browser;
    await logIn(page, 'scout');
    await waitForPath(page, '/admin/job/list-all');
    await page.goto('/admin/users/');
    await expectVisible(page, '[data-testid="admin-forbidden"]');
    expect(await page.locator('[data-testid="admin-users"]').count()).toBe(0);
    // Still signed in (a refusal on screen, not a 403 that would end the session).
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const response = await fetch(`${browser.apiUrl}/admin-api/users`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(403);
  });
});
