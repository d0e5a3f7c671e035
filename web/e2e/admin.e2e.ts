// Admin back-office journeys: an administrator finds a user, changes their roles and reads the audit entry; an
// administrator opens an employer from the list and sees its owner, team and jobs; a data scout is refused the users
// screen (and the API refuses the call too).
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
    // A role change is account-level: nothing is sent until the administrator says yes.
    await expectVisible(page, '[data-testid="confirm-question"]:has-text("Candidate, Subscriber")');
    await page.locator('[data-testid="confirm-yes"]').click();
    expect((await saved).ok()).toBe(true);
    await expect.poll(() => page.locator('[data-testid="admin-user-roles"]').textContent()).toBe('Candidate, Subscriber');
    await browser.checkA11y('admin user page');

    await page.goto('/admin/audit-log/');
    const entry = page.locator('[data-testid="admin-audit-row"]').first();
    await entry.waitFor({ state: 'visible', timeout: 20_000 });
    const text = await entry.textContent();
    expect(text).toContain('Roles changed');
    expect(text).toContain('Alex Admin (admin)');
    // The change as a person reads it, and the target by name, linked to its admin page.
    expect((await entry.locator('[data-testid="audit-changes"] li').textContent())?.replace(/\s+/g, ' ').trim()).toBe('Roles: Candidate → Candidate, Subscriber');
    const target = entry.locator('a[data-testid="audit-target"]');
    expect(await target.textContent()).toContain(`(${username})`);
    await target.click();
    await expectVisible(page, '[data-testid="admin-user-roles"]:text-is("Candidate, Subscriber")');
  });

  it('an administrator opens an employer from the list and sees its owner, team and jobs', async () => {
    const { page } = browser;
    await logIn(page, 'admin');
    await waitForPath(page, '/admin/dashboard');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // What the API holds for the demo organisation, to compare with what the screen shows.
    const listed = await (await fetch(`${browser.apiUrl}/admin-api/get-employer-list?q=Northbridge`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(listed.total).toBe(1);
    const organisation = listed.data[0];
    const jobs = await (await fetch(`${browser.apiUrl}/admin-api/jobs?employer_id=${organisation.id}&state=closed&limit=1`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(jobs.total).toBeGreaterThan(0);

    await page.goto('/admin/employers/');
    await page.locator('[data-testid="admin-employers-search"]').fill('Northbridge');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('[data-testid="admin-employer-row"]').count(), { timeout: 20_000 }).toBe(1);
    await page.locator('[data-testid="admin-employer-link"]').click();
    await waitForPath(page, `/admin/employers/${organisation.id}`);

    await expectVisible(page, '[data-testid="admin-employer"]');
    expect(await page.locator('h1').textContent()).toBe('Northbridge Athletic FC');
    expect(await page.title()).toContain('Northbridge Athletic FC');
    expect(await page.locator('[data-testid="admin-employer-owner"]').textContent()).toBe('Erin Employer');
    // Other journeys may add members to the demo organisation: the screen shows exactly the team the API holds.
    const { data: detail } = await (await fetch(`${browser.apiUrl}/admin-api/employers/${organisation.id}`, { headers: { authorization: `Bearer ${token}` } })).json();
    const team = page.locator('[data-testid="admin-employer-member"]');
    await expect.poll(() => team.count()).toBe(detail.team.length);
    const members = await team.allTextContents();
    for (const name of ['Erin Employer', 'Morgan Manager', 'Mia Member']) expect(members.some((row) => row.includes(name))).toBe(true);
    expect(await team.first().textContent()).toContain('Owner');
    await expectVisible(page, '[data-testid="admin-employer-job"]');
    expect(await page.locator('[data-testid="admin-employer-job"]').count()).toBe(Math.min(25, Number(organisation.jobs)));
    await browser.checkA11y('admin employer page');

    // The jobs filter lives in the address and narrows the list to that state.
    await page.locator('[data-testid="admin-employer-jobs-state"]').selectOption('closed');
    await page.waitForURL((url) => url.searchParams.get('state') === 'closed', { timeout: 20_000 });
    const closedRows = page.locator('[data-testid="admin-employer-job"]');
    await expect.poll(() => closedRows.count(), { timeout: 20_000 }).toBe(Math.min(25, jobs.total));
    for (const state of await closedRows.locator('td:nth-child(2)').allTextContents()) expect(state).toBe('Closed');

    await page.locator('[data-testid="admin-employer-owner"]').click();
    await expectVisible(page, '[data-testid="admin-roles-form"]');
    expect(await page.locator('h1').textContent()).toBe('Erin Employer');
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
