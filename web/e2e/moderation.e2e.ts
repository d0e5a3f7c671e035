// Trust and safety (issue 25, docs/moderation.md, docs/reports.md): a new employer's job waits for a moderator and
// nobody else sees it; the administrator reads why it is held, approves it and it is live; a visitor reports it, the
// administrator hides it from the reports queue (the visitor gets the not-found page) and restores it.
// Screenshots of the moderation queue with its reasons, the reports queue and the report dialog, English and Arabic,
// desktop and phone, go to /tmp/shots/moderation/ (SHOTS_DIR to change).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { ownNetwork, uniqueUsername } from './support/accounts';
import { DEMO_PASSWORD } from './support/demo-accounts';
import { shootInBothLocales } from './support/locale-shots';
import { expectVisible, logIn, signOut, waitForPath } from './support/pages';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/moderation';
const isoDayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A new employer (no approved jobs: not trusted), registered through the API. */
async function registerEmployer(apiUrl: string): Promise<string> {
  const username = uniqueUsername('modemp');
  const response = await fetch(`${apiUrl}/employer-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ownNetwork() },
    body: JSON.stringify({
      first_name: 'Nadia',
      last_name: 'Newclub',
      company_name: `Riverside Juniors ${username}`,
      username,
      email: `${username}@example.com`,
      password: DEMO_PASSWORD,
      confirm_password: DEMO_PASSWORD,
      terms: true,
    }),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return username;
}

/** The screen in English and Arabic at 1280 and 390 pixels, never wider than the window; a dialog as the screen shows it. */
const shoot = (page: Page, name: string, url: string, open: () => Promise<void>, fullPage = true) =>
  shootInBothLocales(page, { dir: SHOTS_DIR, name, url, open, fullPage, noSidewaysScroll: true });

describe('job moderation and reports', () => {
  const browser = useBrowser();

  it('holds a new employer\'s job until approved, then hides and restores it after a report', { timeout: 420_000 }, async () => {
    const { page, apiUrl } = browser;
    const stamp = Date.now().toString(36);
    const title = `Under-12s Goalkeeping Coach ${stamp}`;
    const blocked = `visa-guaranteed-${stamp}`;
    const employer = await registerEmployer(apiUrl);

    // The administrator adds a blocked word, so the job shows two reasons (new employer, the word).
    await logIn(page, 'admin');
    await waitForPath(page, '/admin/dashboard');
    await page.locator('nav a[href="/admin/moderation"]').first().click();
    await waitForPath(page, '/admin/moderation');
    await page.getByRole('tab', { name: 'Blocked words' }).click();
    const wordForm = page.locator('[data-testid="moderation-word-form"]');
    await wordForm.getByLabel('Word or phrase').fill(blocked);
    await wordForm.locator('[data-testid="moderation-word-add"]').click();
    await expectVisible(page, `[data-testid="moderation-word"]:has-text("${blocked}")`);
    await signOut(page);

    // The new employer posts a job with every field of the form: it waits for review.
    await logIn(page, employer);
    await waitForPath(page, '/employer/dashboard');
    await page.goto('/employer/submit-a-job');
    const form = page.locator('[data-testid="job-post-form"]');
    await form.waitFor({ timeout: 20_000 });
    await form.locator('input[name="job_title"]').fill(title);
    await form.locator('#field-job_cat').fill('Coaching');
    await page.keyboard.press('Enter');
    await form.locator('#field-job_description').click();
    await page.keyboard.type(`Coach our under-12 goalkeepers on Tuesday and Thursday evenings. ${blocked} for overseas applicants.`);
    await form.locator('input[name="job_date"]').fill(isoDayFromNow(30));
    await form.locator('select[name="job_type"]').selectOption('part-time');
    await form.locator('select[name="workMode"]').selectOption({ index: 1 });
    await form.locator('input[name="job_posts"]').fill('2');
    await form.locator('select[name="job_salary_type"]').selectOption({ index: 1 });
    await form.locator('input[name="job_salary"]').fill('18');
    await form.locator('select[name="job_currency"]').selectOption({ index: 1 });
    await form.locator('select[name="job_experience"]').selectOption({ index: 1 });
    await form.locator('select[name="must_have_qualification"]').selectOption({ index: 1 });
    await form.locator('input[name="job_shift"]').fill('Evenings');
    await form.locator('#location-country-0').fill('United Kingdom');
    await page.keyboard.press('Enter');
    await form.locator('input[name="jobLocation.0.city"]').fill('Bristol');
    await form.locator('[data-testid="job-post-submit"]').click();

    await waitForPath(page, '/employer/jobs/in-active');
    await expectVisible(page, '[data-testid="submitted-for-review"]');
    const row = page.locator('tr', { has: page.locator(`a:text-is("${title}")`) });
    await expect.poll(() => row.locator('[data-testid="job-in-review"]').textContent(), { timeout: 20_000 }).toBe('In review');
    const jobPath = await row.locator(`a:text-is("${title}")`).getAttribute('href');
    expect(jobPath).toMatch(/^\/job\//);
    await signOut(page);

    // A visitor finds nothing: not in search, and its page is not found.
    const search = `/jobs-in-football/?search=${encodeURIComponent(`"${title}"`)}`;
    await page.goto(jobPath!);
    await expectVisible(page, '[data-testid="job-not-found"]');
    await page.goto(search);
    await expectVisible(page, '[data-testid="jobs-page"]');
    await page.waitForTimeout(1500);
    expect(await page.locator('[data-testid="job-card"]', { hasText: title }).count()).toBe(0);

    // The administrator reads why it is held, and approves it.
    await logIn(page, 'admin');
    await waitForPath(page, '/admin/dashboard');
    await page.goto('/admin/moderation');
    const card = page.locator('[data-testid="moderation-job"]', { hasText: title });
    await card.waitFor({ timeout: 20_000 });
    const codes = await card.locator('[data-testid="moderation-reason"]').evaluateAll((items) => items.map((item) => item.getAttribute('data-code')));
    expect(codes).toEqual(expect.arrayContaining(['untrusted-employer', 'blocked-word']));
    await expectVisible(page, `[data-testid="moderation-job"]:has-text("${title}") >> text=New employer: first jobs are checked`);
    await browser.checkA11y('the moderation queue');
    await shoot(page, 'moderation-queue', '/admin/moderation', async () => {
      const held = page.locator('[data-testid="moderation-job"]', { hasText: title });
      await held.waitFor({ timeout: 20_000 });
      await held.locator('summary').click();
      await held.scrollIntoViewIfNeeded();
    });
    await page.goto('/admin/moderation');
    await card.locator('[data-testid="moderation-approve"]').click();
    await card.waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByRole('tab', { name: 'Approved' }).click();
    await expectVisible(page, `[data-testid="moderation-list-approved"] [data-testid="moderation-job"]:has-text("${title}")`);
    // The word is removed again: other journeys' jobs must not be held for it.
    await page.getByRole('tab', { name: 'Blocked words' }).click();
    await page.getByRole('button', { name: `Remove “${blocked}”` }).click();
    await page.locator(`[data-testid="moderation-word"]:has-text("${blocked}")`).waitFor({ state: 'detached', timeout: 20_000 });
    await signOut(page);

    // The visitor finds it now, and reports it.
    await page.goto(search);
    const cardTitle = page.locator('[data-testid="job-card"] h3').getByRole('link', { name: title, exact: true });
    await cardTitle.waitFor({ timeout: 20_000 });
    await cardTitle.click();
    await expectVisible(page, '[data-testid="job-detail"]');
    const jobUrl = new URL(page.url()).pathname;
    await page.locator('[data-testid="report-job"]').click();
    const reportForm = page.locator('[data-testid="report-form"]');
    await reportForm.waitFor({ timeout: 20_000 });
    await browser.checkA11y('the report dialog');
    await reportForm.locator('select[name="reason"]').selectOption('scam');
    await reportForm.locator('textarea[name="details"]').fill(`They ask for a fee before the trial (${stamp}).`);
    await reportForm.locator('input[name="email"]').fill(`reporter-${stamp}@example.com`);
    await reportForm.locator('[data-testid="report-submit"]').click();
    await reportForm.waitFor({ state: 'detached', timeout: 20_000 });
    await expectVisible(page, 'text=Thank you. Our moderators will look at it.');
    await shoot(page, 'report-dialog', jobUrl, async () => {
      await page.locator('[data-testid="report-job"]').click();
      await page.locator('[data-testid="report-form"]').waitFor({ timeout: 20_000 });
    }, false);

    // The administrator hides it from the reports queue: the visitor gets the not-found page.
    await logIn(page, 'admin');
    await waitForPath(page, '/admin/dashboard');
    await page.locator('nav a[href="/admin/reports"]').first().click();
    await waitForPath(page, '/admin/reports');
    const report = page.locator('[data-testid="report-card"]', { hasText: title });
    await report.waitFor({ timeout: 20_000 });
    expect(await report.locator('[data-testid="report-reason"]').textContent()).toBe('Scam or fraud');
    await expectVisible(page, `[data-testid="report-card"]:has-text("${title}") [data-testid="report-details"]`);
    await browser.checkA11y('the reports queue');
    await shoot(page, 'reports-queue', '/admin/reports', async () => {
      await page.locator('[data-testid="report-card"]', { hasText: title }).waitFor({ timeout: 20_000 });
    });
    await page.goto('/admin/reports');
    await report.locator('[data-testid="report-hide"]').click();
    const action = page.locator('[data-testid="report-action-form"]');
    await action.locator('textarea[name="reason"]').fill(`Asks candidates for money (${stamp}).`);
    await action.locator('[data-testid="report-action-submit"]').click();
    await report.waitFor({ state: 'detached', timeout: 20_000 });
    await signOut(page);
    await page.goto(jobUrl);
    await expectVisible(page, '[data-testid="job-not-found"]');

    // Restored from the hidden tab: the job page is back.
    await logIn(page, 'admin');
    await waitForPath(page, '/admin/dashboard');
    await page.goto('/admin/reports?status=hidden');
    const hidden = page.locator('[data-testid="report-card"]', { hasText: title });
    await hidden.waitFor({ timeout: 20_000 });
    await hidden.locator('[data-testid="report-restore"]').click();
    await page.locator('[data-testid="report-action-submit"]').click();
    await hidden.waitFor({ state: 'detached', timeout: 20_000 });
    await signOut(page);
    await page.goto(jobUrl);
    await expectVisible(page, '[data-testid="job-detail"]');
    expect(await page.locator('[data-testid="job-title"]').textContent()).toContain(title);
  });
});
