// Safeguarding (issue 25, docs/safeguarding.md): a candidate opens a youth-academy job that needs a background check
// and is told why they cannot apply yet; they add their check (every field, a real PDF); an administrator verifies
// it; the candidate applies; the employer sees "Check verified" on the application, never the certificate.
// Screenshots of the blocked dialog, the checks page, the review queue and the pipeline badge, English and Arabic,
// desktop (1280) and phone (390), go to /tmp/shots/safeguarding/ (SHOTS_DIR to change).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { ownNetwork, uniqueUsername } from './support/accounts';
import { DEMO_PASSWORD } from './support/demo-accounts';
import { tinyPdf } from './support/files';
import { shootInBothLocales } from './support/locale-shots';
import { expectVisible, logIn, signOut, waitForPath } from './support/pages';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/safeguarding';
const isoDayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function call<T>(apiUrl: string, route: string, init: { token?: string; json?: unknown; form?: FormData } = {}): Promise<T> {
  const headers: Record<string, string> = route.endsWith('-register') ? ownNetwork() : {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${apiUrl}${route}`, {
    method: init.json !== undefined || init.form ? 'POST' : 'GET',
    headers,
    body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
  });
  const text = await response.text();
  expect(response.status, `${route}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as T;
}

const tokenFor = async (apiUrl: string, username: string) => (await call<{ token: string }>(apiUrl, '/auth/token', { json: { username, password: DEMO_PASSWORD } })).token;

/** A fresh candidate with a CV (no background check), so the demo accounts stay as seeded. */
async function candidateWithCv(apiUrl: string): Promise<{ username: string; name: string }> {
  const username = uniqueUsername('sg');
  await call(apiUrl, '/candidate-register', {
    json: { first_name: 'Sami', last_name: 'Safeguard', username, email: `${username}@example.com`, password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD, profile_type: 'coach', membership: 'FREE', terms: true },
  });
  const form = new FormData();
  form.append('title', 'Academy coaching CV');
  form.append('file', new Blob([new Uint8Array(tinyPdf())], { type: 'application/pdf' }), 'academy-cv.pdf');
  await call(apiUrl, '/upload-my-resumes', { token: await tokenFor(apiUrl, username), form });
  return { username, name: 'Sami Safeguard' };
}

/**
 * The demo employer's standard credits, topped up by an administrator as a club would buy more: the journeys before
 * this one may have spent the month's allowance (CI met a 402 here).
 */
async function topUpEmployerCredits(apiUrl: string, admin: string): Promise<void> {
  type Account = { id: number; email: string; standard_credits: number; premium_credits: number };
  const found = await call<{ data: Account[] }>(apiUrl, '/get-candidate?input=employer%40example.com', { token: admin });
  const employer = found.data.find((account) => account.email === 'employer@example.com');
  expect(employer, `the demo employer among ${JSON.stringify(found.data)}`).toBeDefined();
  await call(apiUrl, '/update-credits', { token: admin, json: { id: employer!.id, standardCredits: employer!.standard_credits + 5, premiumCredits: employer!.premium_credits } });
}

/** A live on-site job of the demo employer marked as working with children. */
async function youthJob(apiUrl: string, title: string): Promise<{ ID: number; slug: string }> {
  await topUpEmployerCredits(apiUrl, await tokenFor(apiUrl, 'admin'));
  const posted = await call<{ data: { ID: number; slug: string; status: string } }>(apiUrl, '/job-api/submit-job', {
    token: await tokenFor(apiUrl, 'employer'),
    json: {
      job_title: title,
      job_cat: ['coaching-performance'],
      job_description: '<p>Coach our under-12 academy squad on weekday evenings and at weekend fixtures.</p>',
      job_date: isoDayFromNow(30),
      job_type: 'part-time',
      jobLocation: [{ country: 'gb-eng', city: 'Sheffield' }],
      class: 'free',
      receiveApplicants: 'site',
      safeguardingRequired: true,
    },
  });
  // Another journey's advert can make the detector hold it (docs/moderation.md): an administrator then approves it.
  if (posted.data.status === 'pending') {
    await call(apiUrl, `/admin-api/moderation/jobs/${posted.data.ID}/approve`, { token: await tokenFor(apiUrl, 'admin'), json: {} });
  }
  return posted.data;
}

/** The screen in English and Arabic at 1280 and 390 pixels. */
const shoot = (page: Page, name: string, url: string, open: () => Promise<void>) => shootInBothLocales(page, { dir: SHOTS_DIR, name, url, open });

describe('safeguarding checks', () => {
  const browser = useBrowser();

  it('blocks a candidate without a check, takes their check, lets an administrator verify it, then the application goes through', { timeout: 480_000 }, async () => {
    const { page, apiUrl } = browser;
    const stamp = Date.now().toString(36);
    const title = `Under-12s Academy Coach ${stamp}`;
    const reference = `0017${stamp.toUpperCase()}`;
    const job = await youthJob(apiUrl, title);
    const candidate = await candidateWithCv(apiUrl);

    // The candidate opens the job: the badge says a check is needed; Apply explains why they cannot apply yet.
    await logIn(page, candidate.username);
    await waitForPath(page, '/candidate/dashboard');
    await page.goto(`/job/${job.slug}`);
    await expectVisible(page, '[data-testid="job-safeguarding-badge"]');
    expect(await page.locator('[data-testid="job-safeguarding-badge"]').textContent()).toBe('Safeguarding check required');
    await page.locator('[data-testid="apply-button"]').click();
    await expectVisible(page, '[data-testid="safeguarding-apply-notice"][data-refusal="no-check"]');
    expect(await page.locator('[data-testid="safeguarding-apply-reason"]').textContent()).toBe('You have not added a background check yet.');
    expect(await page.locator('[data-testid="apply-step-start"]').count()).toBe(0);
    await browser.checkA11y('the safeguarding notice of the apply dialog');
    await shoot(page, 'blocked-dialog', `/job/${job.slug}`, async () => {
      await page.locator('[data-testid="apply-button"]').click();
      await expectVisible(page, '[data-testid="safeguarding-apply-notice"]');
    });

    // From the dialog to the checks page, where the check is added with every field and the certificate.
    await page.goto(`/job/${job.slug}`);
    await page.locator('[data-testid="apply-button"]').click();
    await page.locator('[data-testid="safeguarding-apply-link"]').click();
    await waitForPath(page, '/candidate/background-checks');
    const form = page.locator('[data-testid="check-form"]');
    await form.waitFor({ timeout: 20_000 });
    await form.locator('[data-testid="check-submit"]').click();
    await expectVisible(page, '[data-testid="check-form"] .field__error');
    await form.getByLabel('Type of check *').selectOption('dbs-enhanced');
    await form.getByLabel('Reference number *').fill(reference);
    await form.getByLabel('Issue date *').fill(isoDayFromNow(-120));
    await form.getByLabel('Expiry date *').fill(isoDayFromNow(900));
    await form.locator('input[type="file"]').setInputFiles({ name: `dbs-${stamp}.pdf`, mimeType: 'application/pdf', buffer: tinyPdf() });
    await form.locator('[data-testid="check-submit"]').click();
    const item = page.locator('[data-testid="check-item"]', { hasText: reference });
    await item.waitFor({ timeout: 20_000 });
    expect(await item.locator('[data-testid="check-status"]').textContent()).toBe('Waiting for verification');
    await browser.checkA11y('the background checks page');
    await shoot(page, 'checks-page', '/candidate/background-checks', async () => {
      await page.locator('[data-testid="check-item"]', { hasText: reference }).waitFor({ timeout: 20_000 });
    });

    // While it waits, the dialog says so.
    await page.goto(`/job/${job.slug}`);
    await page.locator('[data-testid="apply-button"]').click();
    await expectVisible(page, '[data-testid="safeguarding-apply-notice"][data-refusal="check-pending"]');
    await signOut(page);

    // The administrator: the queue, the certificate, Verify.
    await logIn(page, 'admin');
    await waitForPath(page, '/admin/dashboard');
    await page.locator('nav a[href="/admin/background-checks"]').first().click();
    await waitForPath(page, '/admin/background-checks');
    const review = page.locator('[data-testid="admin-check"]', { hasText: reference });
    await review.waitFor({ timeout: 20_000 });
    expect(await review.textContent()).toContain(`${candidate.username}@example.com`);
    const [download] = await Promise.all([page.waitForEvent('download'), review.locator('[data-testid="check-certificate"]').click()]);
    expect(download.suggestedFilename()).toBe(`dbs-${stamp}.pdf`);
    await browser.checkA11y('the background checks queue');
    await shoot(page, 'admin-review', '/admin/background-checks', async () => {
      await page.locator('[data-testid="admin-check"]', { hasText: reference }).waitFor({ timeout: 20_000 });
    });
    await page.goto('/admin/background-checks');
    await page.locator('[data-testid="admin-check"]', { hasText: reference }).locator('[data-testid="check-verify"]').click();
    await expectVisible(page, '.Toastify__toast--success');
    await page.getByRole('tab', { name: 'Verified' }).click();
    await page.locator('[data-testid="check-queue-verified"] [data-testid="admin-check"]', { hasText: reference }).waitFor({ timeout: 20_000 });
    await signOut(page);

    // The candidate applies through the usual steps.
    await logIn(page, candidate.username);
    await waitForPath(page, '/candidate/dashboard');
    await page.goto(`/job/${job.slug}`);
    await page.locator('[data-testid="apply-button"]').click();
    await expectVisible(page, '[data-testid="apply-step-start"]');
    await page.locator('.apply-cvs input[type="radio"]').first().check();
    await page.locator('[data-testid="apply-next"]').click();
    await expectVisible(page, '[data-testid="apply-step-questions"]');
    await page.locator('[data-testid="apply-next"]').click();
    await expectVisible(page, '[data-testid="apply-step-preview"]');
    await page.locator('[data-testid="apply-submit"]').click();
    await expectVisible(page, '.Toastify__toast--success:has-text("Your application is submitted successfully.")');
    await expectVisible(page, '[data-testid="job-actions"] [data-testid="applied-mark"]');
    await signOut(page);

    // The employer sees the verified badge on the application.
    await logIn(page, 'employer');
    await waitForPath(page, '/employer/dashboard');
    await page.goto(`/employer/applications/${job.ID}?view=list`);
    const card = page.locator('[data-testid="application-card"]', { hasText: candidate.name });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.locator('[data-testid="safeguarding-verified"]').textContent()).toBe('Check verified');
    expect(await card.locator('[data-testid="check-certificate"]').count()).toBe(0);
    await shoot(page, 'pipeline-badge', `/employer/applications/${job.ID}?view=list`, async () => {
      await page.locator('[data-testid="application-card"]', { hasText: candidate.name }).locator('[data-testid="safeguarding-verified"]').waitFor({ timeout: 20_000 });
    });
  });
});
