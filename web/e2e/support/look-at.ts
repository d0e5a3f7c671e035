import { expect } from 'vitest';
import type { useBrowser } from './browser';
import { scrollsSideways, untranslatedText } from './latin-text';
import { expectVisible } from './pages';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/**
 * One screen on a phone and in Arabic: translated (but for `people`, names shown as data), nothing scrolling
 * sideways, a screenshot of each through `shot`. The English desktop view is the journey's own.
 */
export async function lookAt(
  browser: ReturnType<typeof useBrowser>,
  shot: (name: string) => Promise<void>,
  screen: { name: string; path: string; ready: string; people?: readonly string[] },
): Promise<void> {
  const { page } = browser;
  for (const locale of ['en', 'ar'] as const) {
    await page.evaluate((value) => window.localStorage.setItem('locale', value), locale);
    await page.goto(screen.path);
    await expectVisible(page, screen.ready);
    for (const viewport of [PHONE, DESKTOP]) {
      if (locale === 'en' && viewport === DESKTOP) continue;
      await page.setViewportSize(viewport);
      await page.waitForTimeout(300);
      if (locale === 'ar') {
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        expect(await untranslatedText(page, screen.people), `${screen.name} at ${viewport.width}px: Latin UI text`).toEqual([]);
      }
      if (viewport === PHONE) expect(await scrollsSideways(page), `${screen.name} (${locale}) at 390px scrolls sideways`).toBeNull();
      await shot(`${screen.name}-${locale}-${viewport.width}`);
    }
    await page.setViewportSize(DESKTOP);
  }
  await page.evaluate(() => window.localStorage.setItem('locale', 'en'));
}
