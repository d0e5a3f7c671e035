// The candidate area in a real browser against the real API: edit several profile tabs and see them on the
// public profile; upload a CV and a photo, see them, delete a CV after the confirmation; Arabic right to left.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { registerCandidateViaApi } from './support/accounts';
import { expectVisible, logIn, waitForPath } from './support/pages';

/** A minimal but real PDF (the server reads the type from the bytes). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function loginFresh(page: Page, apiUrl: string): Promise<string> {
  const username = await registerCandidateViaApi(apiUrl, 'journey');
  await logIn(page, username);
  await waitForPath(page, '/candidate/dashboard');
  return username;
}

/** Saves one tab and waits for the API's answer and the §8 success toast. */
async function saveTab(page: Page, form: Locator): Promise<void> {
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/update-profile', { timeout: 20_000 });
  await form.getByRole('button', { name: 'Save' }).click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  await page.locator('.Toastify__toast--success', { hasText: 'Updated Successfully' }).last().waitFor({ state: 'visible', timeout: 20_000 });
}

async function openTab(page: Page, code: string): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${code.replace('.', '\\.')} `) }).click();
}

describe('candidate area', () => {
  const browser = useBrowser();

  it('edits several profile tabs and sees the changes on the public profile', async () => {
    const { page } = browser;
    await loginFresh(page, browser.apiUrl);
    await page.goto('/candidate/edit-profile/');
    await expectVisible(page, '[data-testid="profile-tab-basic"]');
    await browser.checkA11y('the profile editor');

    // 1.0 Basic details
    const basic = page.locator('[data-testid="profile-tab-basic"]');
    await basic.getByLabel('Full name *').fill('Jordan Q. Journey');
    await basic.getByLabel('City').fill('Manchester');
    await saveTab(page, basic);

    // 2.0 Headline and about me: two roles from the list
    await openTab(page, '2.0');
    const headline = page.locator('[data-testid="profile-tab-headline"]');
    const roles = headline.getByLabel('Headline roles');
    await roles.fill('Head Coach');
    await page.keyboard.press('Enter');
    await roles.fill('Scout');
    await page.getByRole('option', { name: 'Scout', exact: true }).click();
    await headline.getByLabel('CV headline').fill('Builds brave, attacking academy sides');
    await saveTab(page, headline);

    // 3.0 Availability: immediately available, willing to relocate
    await openTab(page, '3.0');
    const availability = page.locator('[data-testid="profile-tab-availability"]');
    await availability.getByLabel('Immediately available').selectOption('yes');
    await availability.getByLabel('Willing to relocate').selectOption('yes');
    await saveTab(page, availability);

    // 6.0 Work experience: a job without an end date (Present)
    await openTab(page, '6.0');
    const experience = page.locator('[data-testid="profile-tab-experience"]');
    await experience.getByRole('button', { name: 'Add work experience' }).click();
    await experience.getByLabel('Role *').fill('Under-18s Head Coach');
    await experience.getByLabel('Club or organisation').fill('Salford Academy');
    await experience.getByLabel('Start date *').fill('01/09/2022');
    await saveTab(page, experience);

    // The public profile shows it all.
    await page.locator('[data-testid="permalink-panel"] [data-testid="public-profile-link"]').click();
    await expectVisible(page, '[data-testid="candidate-profile"]');
    expect(await page.locator('[data-testid="profile-name"]').textContent()).toBe('Jordan Q. Journey');
    const tags = page.locator('[data-testid="headline-tags"]');
    expect(await tags.textContent()).toContain('Head Coach');
    expect(await tags.textContent()).toContain('Scout');
    expect(await page.locator('[data-testid="profile-header"]').textContent()).toContain('Builds brave, attacking academy sides');
    expect(await page.locator('[data-testid="profile-location"]').textContent()).toContain('Manchester');
    expect(await page.getByText('Immediately Available').count()).toBe(1);
    expect(await page.getByText('Willing to Relocate').count()).toBe(1);
    const experienceSection = page.locator('[data-testid="section-experience"]');
    expect(await experienceSection.textContent()).toContain('Under-18s Head Coach');
    expect(await experienceSection.locator('[data-testid="experience-dates"]').textContent()).toMatch(/2022 – Present/);
    expect(await page.locator('[data-testid="section-awards"]').count()).toBe(0);

    // The dashboard hands over everything held as JSON; the ATS CV (§6: Standard and above) offers a Free member
    // the upgrade instead.
    await page.goto('/candidate/dashboard');
    await expectVisible(page, '[data-testid="ats-cv-upgrade"][href="/candidate/upgrade-account"]');
    await browser.checkA11y('the candidate dashboard');
    expect(await page.locator('[data-testid="download-ats-cv"]').count()).toBe(0);
    const myData = page.waitForEvent('download', { timeout: 20_000 });
    await page.locator('[data-testid="download-my-data"]').click();
    expect((await myData).suggestedFilename()).toMatch(/\.json$/);
  });

  it('a Standard member (the seeded subscriber) downloads the ATS CV from the dashboard', async () => {
    const { page } = browser;
    await logIn(page, 'subscriber');
    await waitForPath(page, '/candidate/dashboard');
    const atsCv = page.waitForEvent('download', { timeout: 20_000 });
    await page.locator('[data-testid="download-ats-cv"]').click();
    expect((await atsCv).suggestedFilename()).toBe('skyler-subscriber-cv.pdf');
  });

  it('uploads a CV and a photo, lists them, and deletes a CV only after the confirmation', async () => {
    const { page } = browser;
    await loginFresh(page, browser.apiUrl);

    // Photo on tab 1.0
    await page.goto('/candidate/edit-profile/');
    const photoForm = page.locator('[data-testid="photo-upload-form"]');
    await photoForm.getByLabel('Title', { exact: true }).fill('Headshot 2026');
    await photoForm.getByLabel('Picture *').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await photoForm.getByRole('button', { name: 'Upload photo' }).click();
    await page.locator('.Toastify__toast--success', { hasText: 'File uploaded successfully' }).waitFor({ timeout: 20_000 });
    const photo = page.locator('[data-testid="own-photo"]');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="own-photo"]')?.getAttribute('src')?.startsWith('blob:'),
      undefined,
      { timeout: 20_000 },
    );
    expect(await photo.getAttribute('data-has-photo')).toBe('true');

    // A visitor sees the photo on the public profile, served by the API (re-encoded, inline).
    const profilePath = new URL(await page.locator('[data-testid="permalink-panel"] [data-testid="public-profile-link"]').getAttribute('href') ?? '', browser.webUrl).pathname;
    const visitor = await page.context().browser()!.newContext({ baseURL: browser.webUrl });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(profilePath);
    const publicPhoto = visitorPage.locator('[data-testid="profile-header"] img');
    await publicPhoto.waitFor({ timeout: 20_000 });
    expect(await publicPhoto.getAttribute('src')).toMatch(/\/media\/\d+$/);
    await visitorPage.waitForFunction(
      () => (document.querySelector('[data-testid="profile-header"] img') as HTMLImageElement | null)?.naturalWidth === 1,
      undefined,
      { timeout: 20_000 },
    );
    await visitor.close();

    // Two CVs; a file that is not a PDF is refused first.
    await page.goto('/candidate/resumes-list');
    const table = page.locator('[data-testid="resumes-table"]');
    await table.getByText('No data available').waitFor({ timeout: 20_000 });
    const cvForm = page.locator('[data-testid="cv-upload-form"]');
    await cvForm.getByLabel('Title', { exact: true }).fill('Not a PDF');
    await cvForm.getByLabel('CV (PDF) *').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await cvForm.getByText('File type must be PDF').waitFor({ timeout: 10_000 });

    for (const title of ['Coaching CV', 'Scouting CV']) {
      await cvForm.getByLabel('Title', { exact: true }).fill(title);
      await cvForm.getByLabel('CV (PDF) *').setInputFiles({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: PDF });
      await cvForm.getByRole('button', { name: 'Upload CV' }).click();
      await table.getByRole('cell', { name: title }).waitFor({ timeout: 20_000 });
    }

    // Download goes through the API with the token.
    const download = page.waitForEvent('download', { timeout: 20_000 });
    await table.getByRole('row', { name: /Coaching CV/ }).getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    // Delete: cancelling keeps it, confirming removes it.
    const coachingRow = table.getByRole('row', { name: /Coaching CV/ });
    await coachingRow.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toContain('Are you sure you want to delete?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await table.getByRole('cell', { name: 'Coaching CV' }).count()).toBe(1);

    await coachingRow.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await table.getByRole('cell', { name: 'Coaching CV' }).waitFor({ state: 'detached', timeout: 20_000 });
    await page.reload();
    await table.getByRole('cell', { name: 'Scouting CV' }).waitFor({ timeout: 20_000 });
    expect(await table.getByRole('cell', { name: 'Coaching CV' }).count()).toBe(0);
  });

  it('the Arabic UI shows the profile right to left', async () => {
    const { page } = browser;
    await loginFresh(page, browser.apiUrl);
    await page.goto('/candidate/view-profile');
    await expectVisible(page, '[data-testid="candidate-profile"]');
    await browser.checkA11y('the own profile view, in Arabic');
    await page.locator('[data-testid="lang-ar"]').first().click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl', undefined, { timeout: 10_000 });

    // The section headings are Arabic, and the layout is mirrored: the photo sits to the right of the name.
    await page.getByRole('heading', { name: 'نبذة عني' }).waitFor({ timeout: 10_000 });
    const header = page.locator('[data-testid="profile-header"]');
    expect(await header.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    const photoBox = await header.locator('img').boundingBox();
    const nameBox = await page.locator('[data-testid="profile-name"]').boundingBox();
    expect(photoBox && nameBox && photoBox.x > nameBox.x).toBe(true);
    const sidebarBox = await page.locator('[data-testid="profile-sidebar"]').boundingBox();
    const sectionsBox = await page.locator('[data-testid="section-about"]').boundingBox();
    expect(sidebarBox && sectionsBox && sidebarBox.x < sectionsBox.x).toBe(true);
  });

  it('deletes the account only after DELETE is typed, then logs out for good', async () => {
    const { page } = browser;
    const username = await loginFresh(page, browser.apiUrl);
    await page.locator('[data-testid="delete-account"]').click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.locator('[data-testid="delete-account-confirm"]');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.locator('[data-testid="delete-account-input"]').fill('DELETE');
    await confirm.click();
    await waitForPath(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await logIn(page, username);
    await page.locator('.Toastify__toast--error', { hasText: 'Invalid login details' }).waitFor({ timeout: 20_000 });
  });

  it('changes the profile address; the old address leads to the new one', async () => {
    const { page } = browser;
    const username = await loginFresh(page, browser.apiUrl);
    await page.goto('/candidate/edit-profile/');
    const panel = page.locator('[data-testid="permalink-panel"]');
    const oldPath = new URL((await panel.locator('[data-testid="public-profile-link"]').getAttribute('href')) ?? '', browser.webUrl).pathname;
    const newSlug = `${username.toLowerCase()}-coach`;
    await panel.getByLabel('Address (after /profile/) *').fill(newSlug);
    await panel.getByRole('button', { name: 'Change address' }).click();
    await page.locator('.Toastify__toast--success', { hasText: 'Updated Successfully' }).waitFor({ timeout: 20_000 });
    await page.waitForFunction(
      (slug) => document.querySelector('[data-testid="permalink-panel"] [data-testid="public-profile-link"]')?.getAttribute('href') === `/profile/${slug}`,
      newSlug,
      { timeout: 20_000 },
    );

    await page.goto(oldPath);
    await waitForPath(page, `/profile/${newSlug}`);
    expect(await page.locator('[data-testid="profile-name"]').textContent()).toBe('Jordan Journey');
  });
});
