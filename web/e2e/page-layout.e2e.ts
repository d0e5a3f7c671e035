// Page layout as a visitor sees it, measured in Chromium: the header is transparent only over a hero; short pages end
// with the footer at the foot of the screen; home's sections share one left edge; a league table on a phone keeps
// club and points in view; the admin transactions table on an Arabic phone keeps a plan's name on one line.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { expectVisible, logIn } from './support/pages';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function inArabic(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'ar'));
}

async function box(page: Page, selector: string) {
  const rect = await page.locator(selector).first().boundingBox();
  expect(rect, `${selector} has a box`).not.toBeNull();
  return rect!;
}

/** The header's background is see-through (alpha 0) or not. */
async function headerIsTransparent(page: Page): Promise<boolean> {
  return page.locator('[data-testid="site-header"]').evaluate((header) => /rgba\(.*,\s*0\)$|transparent/.test(getComputedStyle(header).backgroundColor));
}

describe('page layout', () => {
  const browser = useBrowser();

  it('landing pages without a hero have the solid header above their title; home keeps the transparent one over its hero', async () => {
    const { page } = browser;
    for (const path of ['/recruit-with-football-jobs', '/about-football-jobs/']) {
      await page.goto(path);
      await expectVisible(page, 'main h1');
      expect(await headerIsTransparent(page), `${path}: header transparent over a light page`).toBe(false);
      const header = await box(page, '[data-testid="site-header"]');
      const title = await box(page, 'main h1');
      expect(title.y, `${path}: title under the header`).toBeGreaterThanOrEqual(header.y + header.height);
    }
    await page.goto('/');
    await expectVisible(page, '.hero h1');
    expect(await headerIsTransparent(page)).toBe(true);
  });

  it('short pages end with the footer at the foot of the screen, its newsletter never an empty band', async () => {
    const { page } = browser;
    // A tall desktop screen (1366 × 1100), on which each of these pages with its footer fits.
    await page.setViewportSize({ width: 1366, height: 1100 });
    for (const path of ['/signin/', '/my-account/lost-password/', '/thank-you', '/no-such-page-here']) {
      await page.goto(path);
      await expectVisible(page, 'main h1');
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const footer = await box(page, '.site-footer');
      const page_ = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, viewport: window.innerHeight }));
      expect(page_.height, `${path}: nothing under the footer`).toBeLessThanOrEqual(page_.viewport + 1);
      expect(Math.abs(footer.y + footer.height - page_.viewport), `${path}: footer ends at the screen's foot`).toBeLessThanOrEqual(1);
      expect((await page.locator('.newsletter-slot').first().innerText()).trim(), `${path}: newsletter slot`).not.toBe('');
    }
  });

  it('home sections share one left edge, on a desktop and on a phone', async () => {
    const { page } = browser;
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expectVisible(page, '.hero h1');
      // The sections below the fold load as the visitor scrolls towards them.
      await page.mouse.wheel(0, 800);
      await expectVisible(page, '[data-testid="home-categories"]');
      const sections = ['.hero__inner', '.claims', '[data-testid="advert-strip"]', '[data-testid="client-logos"]', '.home-jobs-sections', '.home__audiences'];
      const edges: Record<string, number> = {};
      for (const selector of sections) edges[selector] = Math.round((await box(page, selector)).x);
      const first = edges['.hero__inner'];
      for (const selector of sections) expect(edges[selector], `${selector} at ${viewport.width}px (edges: ${JSON.stringify(edges)})`).toBe(first);
    }
  });

  for (const locale of ['en', 'ar'] as const) {
    it(`a league table on a phone (${locale}) keeps position, club and points in view while the rest scrolls`, async () => {
      const { page } = browser;
      if (locale === 'ar') await inArabic(page);
      await page.setViewportSize(PHONE);
      await page.goto('/competition/coastal-championship');
      await expectVisible(page, '[data-testid="league-table"] [data-testid="table-row"]');
      const points = await box(page, '[data-testid="league-table"] thead th:last-child');
      expect(points.x, 'points header starts on screen').toBeGreaterThanOrEqual(0);
      expect(points.x + points.width, 'points header ends on screen').toBeLessThanOrEqual(PHONE.width);
      const club = '[data-testid="league-table"] tbody tr:first-child td:nth-child(2)';
      const before = await box(page, club);
      // Scroll the table to its far end (the inline end: left in Arabic).
      await page.locator('[data-testid="league-table"] .table-wrap').evaluate((wrap) => wrap.scrollBy({ left: document.dir === 'rtl' ? -2000 : 2000 }));
      await page.waitForTimeout(100);
      const after = await box(page, club);
      expect(Math.round(after.x), 'club column stays put').toBe(Math.round(before.x));
      const pointsAfter = await box(page, '[data-testid="league-table"] tbody tr:first-child td:last-child');
      expect(pointsAfter.x + pointsAfter.width).toBeLessThanOrEqual(PHONE.width);
      expect(pointsAfter.x).toBeGreaterThanOrEqual(0);
    });
  }

  it('the jobs list\'s category filter shows every label whole', async () => {
    const { page } = browser;
    await page.setViewportSize(DESKTOP);
    await page.goto('/jobs-in-football/');
    await expectVisible(page, '[data-testid="facet-category"] .facet__option');
    const clipped = await page.locator('[data-testid="facet-category"]').evaluate((facet) => {
      const list = facet.querySelector('.facet__list')!.getBoundingClientRect();
      return [...facet.querySelectorAll('.facet__option')]
        .filter((option) => {
          const box = option.getBoundingClientRect();
          return box.top < list.top - 0.5 || box.bottom > list.bottom + 0.5;
        })
        .map((option) => option.textContent);
    });
    expect(clipped).toEqual([]);
  });

  it('admin transactions on an Arabic phone keep each plan name on one line', async () => {
    const { page } = browser;
    await inArabic(page);
    await page.setViewportSize(PHONE);
    await logIn(page, 'admin');
    await expectVisible(page, '[data-testid="dashboard-admin"]');
    await page.goto('/admin/transactions/');
    await expectVisible(page, '[data-testid="admin-transaction-row"]');
    const heights = await page.locator('[data-testid="admin-transaction-row"] td:nth-child(4)').evaluateAll((cells) =>
      cells.map((cell) => {
        const style = getComputedStyle(cell);
        const content = cell.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return { text: cell.textContent, lines: Math.round(content / parseFloat(style.lineHeight)) };
      }),
    );
    expect(heights.length).toBeGreaterThan(0);
    for (const cell of heights) expect(cell.lines, `plan "${cell.text}"`).toBe(1);
  });
});
