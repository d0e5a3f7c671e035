// Employer area journeys: the applicant pipeline (short-list one candidate, reject another with the job's
// template email), a team member added in the UI who then signs in and works on the employer's jobs, and the
// company profile edited and seen on the public page and in the recruiter directory.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { ownNetwork } from './support/accounts';
import { DEMO_PASSWORD } from './support/demo-accounts';
import { expectVisible, logIn, waitForPath } from './support/pages';
import { tinyPdf } from './support/files';

/** Every new account is sent an address confirmation (docs/retention.md); the pipeline's emails are the others. */
const notConfirmation = (mail: { subject: string }) => mail.subject !== 'Confirm your email address for Football Jobs';

/** A 1×1 PNG (the API checks picture types by their bytes). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const isoDayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function call<T>(apiUrl: string, path: string, init: { method?: string; token?: string; json?: unknown; form?: FormData } = {}): Promise<T> {
  // Sign-ups made to start from come from an address of their own (support/accounts.ts ownNetwork).
  const headers: Record<string, string> = path.endsWith('-register') ? ownNetwork() : {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${apiUrl}${path}`, {
    method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
    headers,
    body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
  });
  const text = await response.text();
  expect(response.status, `${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as T;
}

async function tokenFor(apiUrl: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  return (await call<{ token: string }>(apiUrl, '/auth/token', { json: { username, password } })).token;
}

/** A fresh candidate with a CV, so the demo accounts other journeys rely on stay as seeded. */
async function candidateWithCv(apiUrl: string, firstName: string): Promise<{ name: string; email: string; token: string; cvId: number }> {
  const username = `pipe${unique()}`;
  const email = `${username}@example.com`;
  const lastName = `Pipeline${unique()}`;
  await call(apiUrl, '/candidate-register', {
    json: { first_name: firstName, last_name: lastName, username, email, password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD, profile_type: 'coach', membership: 'FREE', terms: true },
  });
  const token = await tokenFor(apiUrl, username);
  const form = new FormData();
  form.append('title', 'Coaching CV');
  form.append('file', new Blob([new Uint8Array(tinyPdf())], { type: 'application/pdf' }), 'coaching-cv.pdf');
  const uploaded = await call<{ data: { id: number } }>(apiUrl, '/upload-my-resumes', { token, form });
  return { name: `${firstName} ${lastName}`, email, token, cvId: uploaded.data.id };
}

/** An on-site Free job of the demo employer whose rejection email is the given template's text. */
async function postJob(apiUrl: string, employerToken: string, title: string, rejection: { subject: string; body: string }): Promise<{ ID: number; slug: string }> {
  const posted = await call<{ data: { ID: number; slug: string } }>(apiUrl, '/job-api/submit-job', {
    token: employerToken,
    json: {
      job_title: title,
      job_cat: ['coaching-performance'],
      job_description: '<p>Lead the under-16 squad.</p>',
      job_date: isoDayFromNow(25),
      job_type: 'full-time',
      jobLocation: [{ country: 'gb', city: 'Leeds' }],
      class: 'free',
      receiveApplicants: 'site',
      isSendRejection: true,
      rejection_email_subject: rejection.subject,
      rejection_email_content: rejection.body,
    },
  });
  return posted.data;
}

const card = (page: Page, name: string) => page.locator('[data-testid="application-card"]', { hasText: name });

/** One application's move happens at once; a rejection opens the reject dialog (its email, prefilled from the job's, and a reason). */
async function moveCard(page: Page, name: string, status: string, reason?: string): Promise<void> {
  await card(page, name).locator('[data-testid="application-move-select"]').selectOption({ label: status });
  await card(page, name).locator('[data-testid="application-move"]').click();
  if (status !== 'Rejected') {
    await card(page, name).locator(`[data-testid="application-status"]:text-is("${status}")`).waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-testid="confirm-question"]').count()).toBe(0);
    return;
  }
  await expectVisible(page, '[data-testid="reject-dialog"]');
  if (reason) await page.fill('[data-testid="reject-reason"]', reason);
  await page.locator('[data-testid="reject-confirm"]').click();
}

describe('employer area', () => {
  const browser = useBrowser();

  it('an employer writes a rejection template, short-lists one applicant and rejects another with the template email', async () => {
    const { page, apiUrl } = browser;
    const stamp = unique();

    // The template, written in the UI with a merge field and its preview.
    await logIn(page, 'employer');
    await waitForPath(page, '/employer/dashboard');
    await page.goto('/employer/add-template');
    await page.fill('input[name="email_temp_name"]', `Polite no ${stamp}`);
    await page.fill('input[name="email_temp_subject"]', 'Your application for {job_title}');
    await page.selectOption('select[name="email_temp_for"]', 'rejection');
    // The body in the rich-text editor: typed, the candidate's name as a chip from the menu, a bold sentence.
    const details = page.getByRole('textbox', { name: 'Email text *' });
    await details.click();
    await page.keyboard.type('Dear ');
    await page.locator('[data-testid="rte-merge-menu"]').click();
    await page.getByRole('menuitem', { name: 'Candidate name' }).click();
    await expectVisible(page, '[data-testid="rte-email_temp_details"] .merge-chip:text-is("Candidate name")');
    await page.keyboard.type(', thank you for applying.');
    await page.keyboard.press('Enter');
    const bold = page.locator('[data-testid="rte-email_temp_details"] [data-rte-tool="bold"]');
    await bold.click();
    expect(await bold.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('We will not take your application further.');
    await expectVisible(page, '[data-testid="preview-body"]:has-text("Dear Alex Morgan, thank you")');
    await expectVisible(page, '[data-testid="preview-body"] strong:text-is("We will not take your application further.")');
    await page.locator('[data-testid="email-template-save"]').click();
    await waitForPath(page, '/employer/email-template');
    await expectVisible(page, `td:text-is("Polite no ${stamp}")`);

    // The job takes the template as its rejection email; two candidates apply.
    const employerToken = await tokenFor(apiUrl, 'employer');
    const templates = await call<{ data: { email_temp_name: string; email_temp_subject: string; email_temp_details: string }[] }>(apiUrl, '/get-email-templates?limit=100', { token: employerToken });
    const template = templates.data.find((entry) => entry.email_temp_name === `Polite no ${stamp}`)!;
    expect(template.email_temp_details).toBe('<p dir="auto">Dear {candidate_name}, thank you for applying.</p><p dir="auto"><strong>We will not take your application further.</strong></p>');
    const title = `E2E U16 Coach ${stamp}`;
    const job = await postJob(apiUrl, employerToken, title, { subject: template.email_temp_subject, body: template.email_temp_details });
    const kept = await candidateWithCv(apiUrl, 'Kerry');
    const declined = await candidateWithCv(apiUrl, 'Dana');
    for (const applicant of [kept, declined]) {
      await call(apiUrl, '/job-api/apply', { token: applicant.token, json: { jobId: job.ID, cv_media_id: applicant.cvId, answers: [] } });
    }

    // The pipeline: chips with counts, one candidate short-listed, the other rejected with a reason.
    await page.goto(`/employer/applications/${job.ID}?view=list`);
    await expectVisible(page, '[data-testid="status-chip-0"]:has-text("Received (2)")');
    await expectVisible(page, '[data-testid="status-chip-all"]:has-text("All (2)")');
    await browser.checkA11y('the applications pipeline');
    await moveCard(page, kept.name, 'Short Listed');
    await expectVisible(page, `[data-testid="application-card"][data-status="3"]:has-text("${kept.name}")`);
    await expectVisible(page, '[data-testid="status-chip-3"]:has-text("Short Listed (1)")');

    await moveCard(page, declined.name, 'Rejected', 'The squad is complete');
    await expectVisible(page, '.Toastify__toast--success:has-text("Rejection emails sent: 1")');
    await expectVisible(page, '[data-testid="status-chip-2"]:has-text("Rejected (1)")');
    await expectVisible(page, '[data-testid="status-chip-0"]:has-text("Received (0)")');

    // The timeline and a private note on the rejected application.
    await card(page, declined.name).locator('[data-testid="application-open"]').click();
    const panel = page.locator('[data-testid="application-panel"]');
    await expectVisible(page, '[data-testid="timeline-event"]:has-text("Rejected")');
    await expectVisible(page, '.pipeline-timeline__reason:text-is("The squad is complete")');
    await panel.locator('[data-testid="note-text"]').fill('Strong candidate for next season.');
    await panel.locator('[data-testid="note-add"]').click();
    await expectVisible(page, '[data-testid="note"]:has-text("Strong candidate for next season.")');

    // The rejection email (the template, merged) went to the rejected candidate only.
    const adminToken = await tokenFor(apiUrl, 'admin');
    const outbox = await call<{ data: { to: string; subject: string; text: string }[] }>(apiUrl, '/admin-api/mail-outbox', { token: adminToken });
    const sent = outbox.data.filter((mail) => mail.to.includes(declined.email) && notConfirmation(mail));
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(`Your application for ${title}`);
    expect(sent[0].text).toContain(`Dear ${declined.name}, thank you for applying.`);
    expect(outbox.data.some((mail) => mail.to.includes(kept.email) && notConfirmation(mail))).toBe(false);
  });

  it('employer2 works the pipeline board: drags, a refused move, a keyboard move, stars, the side panel and an edited rejection email', async () => {
    const { page, apiUrl } = browser;
    const stamp = unique();
    const employerToken = await tokenFor(apiUrl, 'employer2');
    const title = `E2E Board Keeper ${stamp}`;
    const job = await postJob(apiUrl, employerToken, title, { subject: 'Your application for {job_title}', body: 'Dear {candidate_name}, the squad is complete.' });
    const [dragged, keyed, first, second] = [await candidateWithCv(apiUrl, 'Drew'), await candidateWithCv(apiUrl, 'Kay'), await candidateWithCv(apiUrl, 'Fran'), await candidateWithCv(apiUrl, 'Sol')];
    for (const applicant of [first, second, keyed, dragged]) {
      await call(apiUrl, '/job-api/apply', { token: applicant.token, json: { jobId: job.ID, cv_media_id: applicant.cvId, answers: [] } });
    }

    await logIn(page, 'employer2');
    await waitForPath(page, '/employer/dashboard');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/employer/applications/${job.ID}?view=board`);
    const column = (status: number) => page.locator(`[data-testid="board-column-${status}"]`);
    const boardCard = (status: number, name: string) => column(status).locator('[data-testid="board-card"]', { hasText: name });
    await boardCard(0, dragged.name).waitFor();
    await expectVisible(page, '[data-testid="board-column-0"] [data-testid="board-column-count"]:text-is("4")');
    await browser.checkA11y('the pipeline board');

    // Drag and drop to Short Listed (a pointer drag: press, move past the threshold, move over the column, release).
    const drag = async (name: string, from: number, to: number) => {
      await boardCard(from, name).scrollIntoViewIfNeeded();
      const source = (await boardCard(from, name).boundingBox())!;
      const target = (await column(to).boundingBox())!;
      await page.mouse.move(source.x + source.width / 2, source.y + 12);
      await page.mouse.down();
      await page.mouse.move(source.x + source.width / 2 + 12, source.y + 16, { steps: 4 });
      await page.mouse.move(target.x + target.width / 2, target.y + 40, { steps: 12 });
      await expectVisible(page, `[data-testid="board-column-${to}"].board-column--over`);
      await page.mouse.up();
    };
    await drag(dragged.name, 0, 3);
    await boardCard(3, dragged.name).waitFor();
    await expectVisible(page, '.Toastify__toast--success:has-text("moved to Short Listed")');

    // A move the rules refuse: back from Short Listed to Viewed. The message says why and the card stays.
    await drag(dragged.name, 3, 1);
    await expectVisible(page, '[data-testid="board-message"]:has-text("cannot go back from Short Listed to Viewed")');
    await boardCard(3, dragged.name).waitFor();
    expect(await boardCard(1, dragged.name).count()).toBe(0);

    // A keyboard move: the grip, Space, two columns on, Space.
    await boardCard(0, keyed.name).scrollIntoViewIfNeeded();
    await boardCard(0, keyed.name).locator('[data-testid="board-card-grip"]').focus();
    await page.keyboard.press('Space');
    await expectVisible(page, '[data-testid="board-card"].board-card--dragging');
    await page.keyboard.press('ArrowRight');
    await expectVisible(page, '[data-testid="board-column-1"].board-column--over');
    await page.keyboard.press('ArrowRight');
    await expectVisible(page, '[data-testid="board-column-6"].board-column--over');
    await page.keyboard.press('Space');
    await boardCard(6, keyed.name).waitFor();
    await expectVisible(page, `[data-testid="board-column-6"] [data-testid="board-card"][data-status="6"]:has-text("${keyed.name}")`);

    // The side panel: stars, then next / previous through the Received column with J and K.
    await boardCard(3, dragged.name).locator('[data-testid="board-card-open"]').click();
    const panel = page.locator('[data-testid="application-panel"]');
    await expectVisible(page, `#side-panel-title:text-is("${dragged.name}")`);
    await expectVisible(page, '[data-testid="cv-frame"]');
    await panel.locator('label:has([data-testid="star-4"])').click();
    await expectVisible(page, '[data-testid="application-panel"] [data-testid="rating-average"]:has-text("4 (1)")');
    await expectVisible(page, `[data-testid="board-column-3"] [data-testid="board-card"]:has-text("${dragged.name}") [data-testid="rating-average"]`);
    expect(page.url()).toContain(`application=`);

    await boardCard(0, second.name).locator('[data-testid="board-card-open"]').click();
    await expectVisible(page, `#side-panel-title:text-is("${second.name}")`);
    await page.keyboard.press('j');
    await expectVisible(page, `#side-panel-title:text-is("${first.name}")`);
    await page.keyboard.press('k');
    await expectVisible(page, `#side-panel-title:text-is("${second.name}")`);
    await panel.locator('[data-testid="panel-next"]').click();
    await expectVisible(page, `#side-panel-title:text-is("${first.name}")`);

    // Reject from the panel with the job's template email, edited before sending.
    await panel.locator('[data-testid="panel-reject"]').click();
    await expectVisible(page, '[data-testid="reject-dialog"]');
    expect(await page.inputValue('[data-testid="reject-subject"]')).toBe('Your application for {job_title}');
    await browser.checkA11y('the reject dialog');
    // The text in the rich-text editor: replaced, with the candidate's name as a chip from the editor's menu.
    await page.locator('[data-testid="rte-reject-body"] [contenteditable="true"]').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Dear ');
    await page.locator('[data-testid="rte-reject-body"] [data-testid="rte-merge-menu"]').click();
    await page.getByRole('menuitem', { name: 'Candidate name' }).click();
    await page.keyboard.type(', you were close: we chose another keeper this time.');
    await page.locator('[data-testid="reject-confirm"]').click();
    await expectVisible(page, '.Toastify__toast--success:has-text("Rejection emails sent: 1")');
    await boardCard(2, first.name).waitFor();

    const adminToken = await tokenFor(apiUrl, 'admin');
    const outbox = await call<{ data: { to: string; subject: string; text: string }[] }>(apiUrl, '/admin-api/mail-outbox', { token: adminToken });
    const sent = outbox.data.filter((mail) => mail.to.includes(first.email) && notConfirmation(mail));
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(`Your application for ${title}`);
    expect(sent[0].text).toContain(`Dear ${first.name}, you were close: we chose another keeper this time.`);
    expect(sent[0].text).not.toContain('the squad is complete');
  });

  it('an employer adds a team member who then signs in and sees the employer\'s jobs', async () => {
    const { page, apiUrl } = browser;
    const stamp = unique();
    const employerToken = await tokenFor(apiUrl, 'employer');
    const title = `E2E Team Analyst ${stamp}`;
    await postJob(apiUrl, employerToken, title, { subject: 'About your application', body: 'Thank you, {candidate_name}.' });

    await logIn(page, 'employer');
    await waitForPath(page, '/employer/dashboard');
    await page.goto('/employer/add-team');
    const email = `analyst${stamp}@example.com`;
    await page.fill('input[name="name"]', `Ana Lyst ${stamp}`);
    await page.fill('input[name="email"]', email);
    await page.selectOption('select[name="role"]', 'team_member');
    await page.fill('input[name="password"]', 'Analyst-2026');
    await page.fill('input[name="confirm_password"]', 'Analyst-2027');
    await page.locator('[data-testid="team-member-save"]').click();
    await expectVisible(page, '.field__error:text-is("Passwords do not match.")');
    await page.fill('input[name="confirm_password"]', 'Analyst-2026');
    await page.locator('[data-testid="team-member-save"]').click();
    await waitForPath(page, '/employer/team-members');
    await expectVisible(page, `td:text-is("${email}")`);
    // The role reads as a person would say it, not as the stored value.
    const memberRow = page.locator('tr', { has: page.locator(`td:text-is("${email}")`) });
    expect((await memberRow.locator('[data-testid="team-role"]').textContent())?.trim()).toBe('Team Member');

    // Logout revokes every token of the user once its call lands: wait for it before signing in afresh.
    const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/logout');
    await page.locator('[data-testid="logout"]').click();
    await waitForPath(page, '/');
    expect((await loggedOut).ok()).toBe(true);
    // Logging out revoked the employer's earlier tokens: read the member's login name with a fresh one.
    const members = await call<{ data: { email: string; user_login: string }[] }>(apiUrl, '/job-api/get-team-members?limit=100', { token: await tokenFor(apiUrl, 'employer') });
    const login = members.data.find((member) => member.email === email)!.user_login;
    await logIn(page, login, 'Analyst-2026');
    await waitForPath(page, '/employer/dashboard');
    await page.goto('/employer/jobs/active');
    await expectVisible(page, `[data-testid="jobs-table-active"] a:text-is("${title}")`);
  });

  it('an employer edits the company profile and sees it on the public page and in the directory', async () => {
    const { page } = browser;
    const stamp = unique();
    const headline = `Community club of the year ${stamp}`;

    await logIn(page, 'employer');
    await waitForPath(page, '/employer/dashboard');
    await page.goto('/employer/edit-profile');
    await expectVisible(page, '[data-testid="employer-profile-form"]');
    await browser.checkA11y('the employer profile form');
    const name = await page.inputValue('input[name="name"]');
    await page.fill('input[name="headline"]', headline);
    await page.fill('input[name="emp_city"]', 'Leeds');
    await page.selectOption('select[name="emp_country"]', 'gb');
    await page.fill('input[name="emp_nos"]', '51-200');
    await page.fill('input[name="emp_est"]', '1904-05-01');
    await page.fill('input[name="emp_web"]', 'https://club.example.com');
    await page.fill('input[name="emp_video"]', 'https://vimeo.com/12345');
    await page.locator('[data-testid="employer-profile-save"]').click();
    await expectVisible(page, '.field__error:has-text("YouTube")');
    await page.fill('input[name="emp_video"]', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('textbox', { name: 'About us' }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`We develop players and staff. ${stamp}`);
    await page.locator('[data-testid="employer-profile-save"]').click();
    await expectVisible(page, '.Toastify__toast--success:has-text("Updated Successfully")');

    // The logo goes through the media rules and is set on the profile at once.
    await page.fill('[data-testid="logo-upload"] input[name="title"]', 'Club crest');
    await page.setInputFiles('[data-testid="logo-upload"] input[type="file"]', { name: 'crest.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('[data-testid="logo-upload"] button[type="submit"]').click();
    await expectVisible(page, '.Toastify__toast--success:has-text("uploaded")');

    await page.locator('[data-testid="view-public-profile"]').click();
    await expectVisible(page, '[data-testid="employer-profile"]');
    expect(await page.locator('[data-testid="employer-name"]').textContent()).toBe(name);
    expect(await page.locator('[data-testid="employer-headline"]').textContent()).toBe(headline);
    expect(await page.locator('[data-testid="employer-location"]').textContent()).toBe('Leeds, United Kingdom');
    expect(await page.locator('[data-testid="employer-founded"]').textContent()).toBe('Founded 1904');
    expect(await page.locator('[data-testid="visit-website"]').getAttribute('href')).toBe('https://club.example.com');
    expect(await page.locator('[data-testid="employer-video"] iframe').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await expectVisible(page, `[data-testid="section-about"]:has-text("We develop players and staff. ${stamp}")`);
    await expectVisible(page, '[data-testid="employer-job"]');
    await browser.checkA11y('the public company page');
    expect(await page.locator('.employer-profile__logo').getAttribute('src')).toMatch(/\/media\/\d+$/);
    await page.locator('[data-testid="tab-jobs"]').click();
    await expectVisible(page, '[data-testid="tab-jobs"][aria-current="true"]');

    await page.goto('/employers/');
    await page.fill('[data-testid="directory-search"]', stamp);
    await page.locator('[data-testid="directory-search"]').press('Enter');
    // A featured organisation shows under Featured and not again in the list below it.
    await expectVisible(page, `[data-testid="directory-page"] [data-testid="organisation-card"]:has-text("${headline}")`);
    const found = page.locator('[data-testid="directory-page"] [data-testid="organisation-card"]', { hasText: headline });
    expect(await found.count()).toBe(1);
    expect(await found.locator('.org-card__name').textContent()).toBe(name);
    await expectVisible(page, `[data-testid="directory-page"] [data-testid="organisation-card"]:has-text("Leeds, United Kingdom")`);
    await browser.checkA11y('the directory');

    // The CV database: filters (skills in a react-select) and result cards.
    await page.goto('/employer/cv-database');
    await expectVisible(page, '[data-testid="cv-result"]');
    await browser.checkA11y('the CV database');
  });
});
