// Partner downloads and the WhatsApp community (issue 22): an administrator uploads a resource filling every field,
// a Standard member (the seeded subscriber) downloads it, the administrator sees it counted; the administrator rotates
// the community link and the Unlimited member is given the new one.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { tinyPdf } from './support/files';
import { expectVisible, logIn, waitForPath } from './support/pages';

const title = `Journey guide ${Date.now().toString(36)}`;
const invite = `https://chat.whatsapp.com/Journey${Date.now().toString(36)}Invite`;

const rowOf = (page: Page) => page.locator('[data-testid="partner-download-row"]', { hasText: title });

describe('partner downloads and the community', () => {
  const browser = useBrowser();

  it('an administrator uploads a PDF with every field', async () => {
    const { page } = browser;
    await logIn(page, 'admin');
    await waitForPath(page, '/admin/dashboard/');
    await page.goto('/admin/partner-downloads');
    const form = page.locator('[data-testid="partner-download-upload-form"]');
    await form.waitFor({ state: 'visible', timeout: 20_000 });
    await form.locator('#field-title').fill(title);
    await form.locator('#field-partner').fill('Journey Partners Ltd');
    await form.locator('#field-category').selectOption('reports');
    await form.locator('#field-minimumTier').selectOption('STANDARD');
    await form.locator('#field-description').fill('A short guide uploaded by the browser journey.');
    await form.locator('#field-file').setInputFiles({ name: 'journey-guide.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await expect.poll(() => form.locator('#field-published').isChecked()).toBe(true);
    await browser.checkA11y('the partner downloads admin page');
    await form.locator('button[type="submit"]').click();
    await rowOf(page).waitFor({ state: 'visible', timeout: 20_000 });
    const row = rowOf(page);
    await expect.poll(() => row.textContent()).toContain('Journey Partners Ltd');
    expect(await row.textContent()).toContain('Reports');
    expect(await row.textContent()).toContain('Published');
    expect((await row.locator('[data-testid="partner-download-total"]').textContent())?.trim()).toBe('0');
  });

  it('a Standard member downloads it; an Unlimited-only resource is locked with the way to upgrade', async () => {
    const { page } = browser;
    await logIn(page, 'subscriber');
    await waitForPath(page, '/candidate/dashboard');
    await page.locator('nav a[href="/candidate/partner-downloads"]').first().click();
    await waitForPath(page, '/candidate/partner-downloads');
    const card = page.locator('[data-testid="partner-download-card"]', { hasText: title });
    await card.waitFor({ state: 'visible', timeout: 20_000 });
    const locked = page.locator('[data-testid="partner-download-card"]', { hasText: 'Comes with Unlimited membership' }).first();
    await expectVisible(page, '[data-testid="partner-download-upgrade"][href="/candidate/upgrade-account"]');
    expect(await locked.locator('[data-testid="partner-download-button"]').count()).toBe(0);
    await browser.checkA11y('the partner downloads page');

    const download = page.waitForEvent('download', { timeout: 20_000 });
    await card.locator('[data-testid="partner-download-button"]').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${title}.pdf`);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectVisible(page, `[data-testid="partner-download-card"]:has-text("${title}") .partner-card__last`);
  });

  it('the administrator sees the download counted', async () => {
    const { page } = browser;
    await logIn(page, 'admin');
    await waitForPath(page, '/admin/dashboard/');
    await page.locator('nav a[href="/admin/partner-downloads"]').first().click();
    const row = rowOf(page);
    await row.waitFor({ state: 'visible', timeout: 20_000 });
    expect((await row.locator('[data-testid="partner-download-total"]').textContent())?.trim()).toBe('1');
    expect((await row.locator('[data-testid="partner-download-members"]').textContent())?.trim()).toBe('1');
  });

  it('the administrator rotates the community link and the Unlimited member is given the new one', async () => {
    const { page } = browser;
    await logIn(page, 'admin');
    await waitForPath(page, '/admin/dashboard/');
    await page.goto('/admin/community');
    const previous = (await page.locator('[data-testid="community-current-url"]').textContent({ timeout: 20_000 }))!.trim();
    await page.locator('[data-testid="community-link-form"] #field-url').fill(invite);
    await page.locator('[data-testid="community-link-form"] button[type="submit"]').click();
    await expect.poll(() => page.locator('[data-testid="community-current-url"]').textContent(), { timeout: 20_000 }).toBe(invite);
    await expectVisible(page, `td:has-text("${previous}")`);
    await browser.checkA11y('the community admin page');

    await page.evaluate(() => localStorage.clear());
    await logIn(page, 'unlimited');
    await waitForPath(page, '/candidate/dashboard');
    await page.goto('/candidate/community');
    await page.locator('[data-testid="community-join-button"]').click();
    await expect.poll(() => page.locator('[data-testid="community-link-url"]').getAttribute('href'), { timeout: 20_000 }).toBe(invite);
    await browser.checkA11y('the community page');

    await page.evaluate(() => localStorage.clear());
    await logIn(page, 'admin');
    await waitForPath(page, '/admin/dashboard/');
    await page.goto('/admin/community');
    await expect.poll(() => page.locator('[data-testid="community-current-reveals"]').textContent(), { timeout: 20_000 }).toMatch(/^Revealed: 1 /);
  });
});
