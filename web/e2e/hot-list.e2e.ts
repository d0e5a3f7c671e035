// The hot list (issue 22, docs/hot-list.md): a Standard member (the seeded subscriber) says they are available, from
// when, for which roles and where; an employer finds them with the filters and asks for the weekly email.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectVisible, logIn, waitForPath } from './support/pages';
import { useBrowser } from './support/browser';

const WAIT_MS = 20_000;
const DAY = 86_400_000;

/** Picks options of a react-select by typing each label and taking the option of that name. */
async function choose(page: Page, inputId: string, labels: string[]): Promise<void> {
  for (const label of labels) {
    await page.locator(`#${inputId}`).click();
    await page.locator(`#${inputId}`).fill(label);
    await page.getByRole('option', { name: label, exact: true }).click({ timeout: WAIT_MS });
  }
}

describe('hot list', () => {
  const browser = useBrowser();

  it('a Standard member joins the hot list with every field; an employer finds them with a filter and subscribes to the weekly email', { timeout: 180_000 }, async () => {
    const { page } = browser;
    await logIn(page, 'subscriber');
    await waitForPath(page, '/candidate/dashboard');
    await page.locator('[data-testid="dashboard-hot-list-link"]').click({ timeout: WAIT_MS });
    await waitForPath(page, '/candidate/hot-list');
    await expectVisible(page, '[data-testid="hot-list-form"]');
    await browser.checkA11y('the candidate hot list form');

    const from = new Date(Date.now() + 21 * DAY).toISOString().slice(0, 10);
    const form = page.locator('[data-testid="hot-list-form"]');
    expect(await form.locator('input[name="available"]').isChecked()).toBe(true);
    await form.locator('input[name="availableFrom"]').fill(from);
    await choose(page, 'field-roles', ['Performance Analyst', 'Data Analyst', 'Recruitment Analyst']);
    await choose(page, 'field-regions', ['Iceland', 'Europe']);
    await page.locator('[data-testid="hot-list-save"]').click();
    await expectVisible(page, '[data-testid="hot-list-status"]:has-text("employers can see you now")');

    // Reloaded, the form shows what was saved.
    await page.reload();
    await expectVisible(page, '[data-testid="hot-list-form"]');
    expect(await form.locator('input[name="availableFrom"]').inputValue()).toBe(from);
    for (const label of ['Performance Analyst', 'Data Analyst', 'Recruitment Analyst', 'Iceland', 'Europe']) await expectVisible(page, `[data-testid="hot-list-form"] :text-is("${label}")`);

    // The employer side.
    await page.evaluate(() => localStorage.clear());
    await logIn(page, 'employer');
    await waitForPath(page, '/employer/dashboard');
    await page.getByRole('link', { name: 'Hot list' }).first().click();
    await waitForPath(page, '/employer/hot-list');
    await expectVisible(page, '[data-testid="hot-list-item"]');
    await page.locator('[data-testid="hot-list-filter-role"]').selectOption('recruitment-analyst');
    await page.locator('[data-testid="hot-list-filter-country"]').selectOption('is');
    await page.locator('[data-testid="hot-list-search"]').click();
    await page.waitForURL((url) => url.searchParams.get('role') === 'recruitment-analyst' && url.searchParams.get('country') === 'is', { timeout: WAIT_MS });
    const card = page.locator('[data-testid="hot-list-item"]', { hasText: 'Skyler Subscriber' });
    await card.waitFor({ timeout: WAIT_MS });
    await expect.poll(async () => (await card.textContent()) ?? '').toContain('Recruitment Analyst');
    expect(await card.getByRole('link', { name: 'Skyler Subscriber' }).getAttribute('href')).toMatch(/^\/profile\//);
    await browser.checkA11y('the employer hot list');

    const toggle = page.getByRole('switch', { name: 'Weekly email of new candidates' });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    if ((await toggle.getAttribute('aria-checked')) === 'true') {
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    }
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Weekly email of new candidates' }).getAttribute('aria-checked'), { timeout: WAIT_MS }).toBe('true');
  });
});
