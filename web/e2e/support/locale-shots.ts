// Screenshots of one screen as people see it: English and Arabic, desktop (1280) and phone (390) widths.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { scrollsSideways } from './latin-text';

export interface LocaleShot {
  /** Where the PNGs go: `<dir>/<name>-<locale>-<width>.png`. */
  dir: string;
  name: string;
  url: string;
  /** Brings the screen up after each load (opens a dialog, waits for a list). */
  open: () => Promise<void>;
  /** The whole page (default), or what the window shows (a dialog as the screen shows it). */
  fullPage?: boolean;
  /** Fail when the page is wider than the window (a phone would scroll sideways). */
  noSidewaysScroll?: boolean;
}

export async function shootInBothLocales(page: Page, { dir, name, url, open, fullPage = true, noSidewaysScroll = false }: LocaleShot): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const locale of ['en', 'ar'] as const) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      await page.evaluate((value) => localStorage.setItem('locale', value), locale);
      await page.goto(url);
      await open();
      await page.waitForTimeout(400);
      if (locale === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      if (noSidewaysScroll) expect(await scrollsSideways(page), `${name} (${locale}) at ${width}px scrolls sideways`).toBeNull();
      await page.screenshot({ path: path.join(dir, `${name}-${locale}-${width}.png`), fullPage });
    }
  }
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.setViewportSize({ width: 1366, height: 900 });
}
