// Arabic: home, the jobs list, a job page and each dashboard (candidate, employer, admin) render with no Latin-script
// UI text left (data such as names, job titles and descriptions excepted: the SPA marks them `data-i18n-skip`) and,
// on a 390 px phone, nothing scrolls sideways.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo-accounts';
import { expectVisible, logIn } from './support/pages';
import { scrollsSideways, untranslatedText } from './support/latin-text';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Arabic from the first render: the stored locale the SPA reads before it draws anything. */
async function inArabic(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'ar'));
}

/** Waits for the page's own content and for pending data (lists, the header menu) to arrive. */
async function settled(page: Page, selector: string): Promise<void> {
  await expectVisible(page, selector);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
}

async function expectArabic(page: Page, name: string, data: readonly string[] = []): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300); // the layout settles (side panel, sticky bars) after the resize
    const latin = await untranslatedText(page, data);
    expect(latin, `${name} at ${viewport.width}px: Latin UI text`).toEqual([]);
  }
  expect(await scrollsSideways(page), `${name} at 390px scrolls sideways`).toBeNull();
}

describe('Arabic', () => {
  const browser = useBrowser();

  it('home, the jobs list and a job page', async () => {
    const { page } = browser;
    await inArabic(page);
    await page.goto('/');
    await settled(page, '[data-testid="home-page"]');
    // The header menu comes from /get-header-data with English labels and i18n keys: it must show the Arabic.
    await expectVisible(page, '.site-menu');
    expect(await page.locator('.site-menu__link').first().textContent()).toBe('الوظائف');
    await expectArabic(page, 'home');

    await page.goto('/jobs-in-football/');
    await settled(page, '[data-testid="job-card"]');
    await expectArabic(page, 'jobs list');

    const href = await page.locator('[data-testid="job-card"] h3 a').first().getAttribute('href');
    await page.goto(href!);
    await settled(page, '[data-testid="job-detail"]');
    await expectArabic(page, 'job page');
  });

  for (const username of ['candidate', 'employer', 'admin']) {
    it(`the ${username} dashboard`, async () => {
      const { page } = browser;
      const account = DEMO_ACCOUNTS.find((demo) => demo.username === username)!;
      await inArabic(page);
      await logIn(page, username);
      await settled(page, `[data-testid="${account.dashboard}"]`);
      await expectArabic(page, `${username} dashboard`, [account.displayName]);
    });
  }
});
