// Jobs journeys: a visitor finds and opens a job, a Premium job asks a visitor to join, a candidate applies in
// three steps and creates/deletes an alert, an employer posts a job and finds it live and on the public list.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { apiToken } from './support/accounts';
import { expectVisible, logIn, waitForPath } from './support/pages';
import { tinyPdf } from './support/files';

const isoDayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An on-site Free job of the demo employer with one required screening question, posted through the API. */
async function postJobViaApi(apiUrl: string, title: string): Promise<{ ID: number; slug: string }> {
  // Demo employers hold a FREE plan (2 standard credits a month) and other journeys post as `employer`:
  // each posting journey uses its own demo organisation so none runs out of credits.
  const token = await apiToken(apiUrl, 'lakeside');
  const response = await fetch(`${apiUrl}/job-api/submit-job`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      job_title: title,
      job_cat: ['media'],
      job_description: '<p>Film and edit match-day content.</p>',
      job_date: isoDayFromNow(20),
      job_type: 'full-time',
      jobLocation: [{ country: 'gb', city: 'Leeds' }],
      class: 'free',
      receiveApplicants: 'site',
      screening_questions: [{ question: 'Can you work on match days?', required: true }],
    }),
  });
  const body = (await response.json()) as { data: { ID: number; slug: string } };
  expect([200, 201], JSON.stringify(body)).toContain(response.status);
  return body.data;
}

async function firstCardTitle(page: Page): Promise<string> {
  const link = page.locator('[data-testid="job-card"] h3 a').first();
  await link.waitFor({ state: 'visible', timeout: 20_000 });
  return (await link.textContent())!.trim();
}

describe('jobs', () => {
  const browser = useBrowser();

  it('a visitor searches, filters and opens a job', async () => {
    const { page } = browser;
    await page.goto('/jobs-in-football/');
    await expectVisible(page, '[data-testid="jobs-page"]');
    await browser.checkA11y('the jobs list');
    const title = await firstCardTitle(page);
    // The whole title as a phrase (websearch syntax): one word of it may match more jobs than fit on page 1.
    const keyword = `"${title}"`;

    await page.fill('#job-search-keyword', keyword);
    await page.waitForURL((url) => url.searchParams.get('search') === keyword, { timeout: 20_000 });
    await expectVisible(page, `[data-testid="job-card"] h3 a:text-is("${title}")`);

    // A category filter with jobs in it: the URL keeps it and every listed job stays within the search.
    await page.fill('#job-search-keyword', '');
    await page.waitForURL((url) => !url.searchParams.get('search'), { timeout: 20_000 });
    const category = page.locator('[data-testid="facet-category"] li').filter({ has: page.locator('.facet__count') }).first();
    const value = await category.locator('input').getAttribute('value');
    // The box follows the URL (the single source of the filters), so click and wait for the URL. Click the box of
    // that value, not `category` again: the list may re-render with the unfiltered counts in between, and the first
    // category with a count can then be another one.
    await page.locator(`[data-testid="facet-category"] input[value="${value}"]`).click();
    await page.waitForURL((url) => url.searchParams.getAll('category').includes(value!), { timeout: 20_000 });
    const total = await page.locator('[data-testid="jobs-total"]').textContent();
    expect(total).toMatch(/Jobs found: [1-9]/);

    const filteredTitle = await firstCardTitle(page);
    await page.locator('[data-testid="job-card"] h3 a').first().click();
    await expectVisible(page, '[data-testid="job-title"]');
    expect((await page.locator('[data-testid="job-title"]').textContent())!).toContain(filteredTitle);
    await expectVisible(page, '[data-testid="job-facts"]');
    await expectVisible(page, '[data-testid="interested-panel"]');
    await browser.checkA11y('a job page');
  });

  it('a visitor on a Premium job sees the join-network modal and cannot apply', async () => {
    const { page } = browser;
    await page.goto('/jobs-in-football/?job_class=premium');
    await firstCardTitle(page);
    await page.locator('[data-testid="job-card"] h3 a').first().click();
    await expectVisible(page, '[data-testid="join-network-modal"]');
    expect(await page.locator('[data-testid="join-network-modal"] a:text-is("Join Our Network")').getAttribute('href')).toBe('/signup');
    expect(await page.locator('[data-testid="apply-button"]').isDisabled()).toBe(true);
    expect(await page.locator('[data-testid="job-alert-button"]').isDisabled()).toBe(true);
  });

  it('a candidate applies through the three steps and sees the application under Jobs Applied', async () => {
    const { page, apiUrl } = browser;
    const title = `E2E Video Producer ${Date.now().toString(36)}`; // a 13-digit number in a title reads as a phone number to moderation
    const job = await postJobViaApi(apiUrl, title);

    await logIn(page, 'candidate');
    await waitForPath(page, '/candidate/dashboard');
    await page.goto(`/job/${job.slug}`);
    await page.locator('[data-testid="apply-button"]').click();

    // START: a new PDF CV uploaded here becomes the chosen one.
    await expectVisible(page, '[data-testid="apply-step-start"]');
    await browser.checkA11y('the apply dialog');
    await page.locator('.apply-upload summary').click();
    await page.fill('[data-testid="apply-cv-upload-form"] input[name="title"]', 'Match day CV');
    await page.setInputFiles('[data-testid="apply-cv-upload-form"] input[type="file"]', {
      name: 'match-day-cv.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await page.locator('[data-testid="apply-cv-upload-form"] button[type="submit"]').click();
    await page.locator('.apply-cvs input[type="radio"]:checked').waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="apply-next"]').click();

    // SCREENING_QUESTIONS: the required answer is enforced.
    await expectVisible(page, '[data-testid="apply-step-questions"]');
    await page.locator('[data-testid="apply-next"]').click();
    await expectVisible(page, '[data-testid="apply-step-questions"] .field__error');
    await page.fill('#apply-answer-0', 'Yes, every weekend.');
    await page.fill('#apply-cover-note', 'I cut highlights for my club.');
    await page.locator('[data-testid="apply-next"]').click();

    // PREVIEW, then submit.
    await expectVisible(page, '[data-testid="apply-step-preview"]');
    expect(await page.locator('[data-testid="apply-step-preview"]').textContent()).toContain('Yes, every weekend.');
    await page.locator('[data-testid="apply-submit"]').click();
    await expectVisible(page, '.Toastify__toast--success:has-text("Your application is submitted successfully.")');

    // Back on the job page, now and after a reload, "Applied on <date>" stands where Apply was: the form never reopens.
    const appliedOn = `Applied on ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date())}`;
    await expectVisible(page, '[data-testid="job-actions"] [data-testid="applied-mark"]');
    await page.reload();
    const mark = page.locator('[data-testid="job-actions"] [data-testid="applied-mark"]');
    await mark.waitFor({ timeout: 20_000 });
    expect((await mark.textContent())?.trim()).toBe(appliedOn);
    expect(await page.locator('[data-testid="apply-button"]').count()).toBe(0);

    // The jobs list's card says so too.
    await page.goto(`/jobs-in-football/?search=${encodeURIComponent(title)}`);
    // A keyword search marks the matched words (<mark>), so the title is several text nodes: find it by its name.
    const card = page.locator('[data-testid="job-card"]', { has: page.locator('h3').getByRole('link', { name: title, exact: true }) });
    await card.locator('[data-testid="applied-mark"]').waitFor({ timeout: 20_000 });
    expect((await card.locator('[data-testid="applied-mark"]').textContent())?.trim()).toBe(appliedOn);

    // The mark leads to the application under Jobs Applied.
    await page.goto(`/job/${job.slug}`);
    await page.locator('[data-testid="job-actions"] [data-testid="applied-mark"]').click();
    await waitForPath(page, '/candidate/jobs-applied');
    const row = page.locator('tr', { has: page.locator(`a:text-is("${title}")`) });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.locator('[data-testid="application-status"]').textContent()).toBe('Application Submitted');
  });

  it('a candidate creates and deletes a job alert', async () => {
    const { page } = browser;
    const name = `Media alert ${Date.now()}`;
    await logIn(page, 'candidate');
    await waitForPath(page, '/candidate/dashboard');
    await page.goto('/candidate/job-alerts');
    await page.locator('[data-testid="alert-create"]').click();
    const form = page.locator('[data-testid="job-alert-form"]');
    await form.locator('button[type="submit"]').click();
    expect(await form.locator('.field__error').count()).toBe(4);
    await form.locator('input[name="alert_name"]').fill(name);
    await form.locator('input[name="alert_email"]').fill('candidate-alerts@example.com');
    await form.locator('select[name="alert_frequency"]').selectOption('7');
    await form.locator('select[name="alert_category"]').selectOption('media');
    await form.locator('button[type="submit"]').click();

    const row = page.locator('tr', { has: page.locator(`[data-testid="alert-name"]:text-is("${name}")`) });
    await row.waitFor({ timeout: 20_000 });
    await row.locator('[data-testid="alert-delete"]').click();
    await expectVisible(page, 'text=Are you sure you want to delete?');
    await page.locator('[data-testid="confirm-yes"]').click();
    await row.waitFor({ state: 'detached', timeout: 20_000 });
  });

  it('an employer posts a job and finds it under Live Jobs and on the public list', async () => {
    const { page } = browser;
    const title = `E2E Performance Analyst ${Date.now().toString(36)}`;
    await logIn(page, 'atlasagency');
    await waitForPath(page, '/employer/dashboard');
    await page.goto('/employer/submit-a-job');
    const form = page.locator('[data-testid="job-post-form"]');
    await form.waitFor({ timeout: 20_000 });
    await browser.checkA11y('the job post form');
    await form.locator('input[name="job_title"]').fill(title);
    await form.locator('#field-job_cat').fill('Analysts');
    await page.keyboard.press('Enter');
    // The description in the rich-text editor: a heading, then a bulleted list from the toolbar.
    await form.locator('#field-job_description').click();
    await form.locator('[data-rte-tool="heading"]').click();
    await page.keyboard.type('The role');
    await page.keyboard.press('Enter');
    await form.locator('[data-rte-tool="bulletList"]').click();
    await page.keyboard.type('Analyse our first team');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Scout the opposition');
    await expectVisible(page, '#field-job_description h3:text-is("The role")');
    await expectVisible(page, '#field-job_description ul li:has-text("Scout the opposition")');
    await form.locator('input[name="job_date"]').fill(isoDayFromNow(30));
    await form.locator('select[name="job_type"]').selectOption('full-time');
    await form.locator('#location-country-0').fill('United Kingdom');
    await page.keyboard.press('Enter');
    await form.locator('input[name="jobLocation.0.city"]').fill('Bristol');
    await form.locator('[data-testid="job-post-submit"]').click();

    await waitForPath(page, '/employer/jobs/active');
    await expectVisible(page, `[data-testid="jobs-table-active"] a:text-is("${title}")`);

    await page.goto(`/jobs-in-football/?search=${encodeURIComponent(`"${title}"`)}`);
    const cardTitle = page.locator('[data-testid="job-card"] h3').getByRole('link', { name: title, exact: true });
    await cardTitle.waitFor({ timeout: 20_000 });
    // The job page shows the description's heading and list as written (kept by the server's allow-list).
    await cardTitle.click();
    await expectVisible(page, '.rich-text h3:text-is("The role")');
    // A list item may hold its text in a paragraph (dir=auto), so the item is matched by the text it contains.
    await expectVisible(page, '.rich-text ul li:has-text("Scout the opposition")');
  });
});
