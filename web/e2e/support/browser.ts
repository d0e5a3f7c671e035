// One Chromium per journey file, a fresh context (empty storage) per test, launched as the machine allows:
// Debian's Chromium, headless, no sandbox (root), and no background traffic to hosts the network does not reach.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { expectAccessible } from './axe';
import './context';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium as the journeys launch it, for a file that manages its own contexts (every-link's walks). */
export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: CHROMIUM_ARGS });

export interface BrowserSession {
  /** The page of the current test, on a context with empty local and session storage. */
  readonly page: Page;
  readonly webUrl: string;
  readonly apiUrl: string;
  screenshot(name: string): Promise<string>;
  /**
   * axe on the page as it is now: a serious or critical violation fails the journey (support/axe.ts). Every test
   * also ends with this check on its last page; call it at the screens a journey passes on the way.
   */
  checkA11y(where: string): Promise<void>;
}

/** Registers the hooks that give each test of the file a fresh page; use inside a describe block or at top level. */
export function useBrowser(): BrowserSession {
  const webUrl = inject('webUrl');
  const artifactsDir = inject('artifactsDir');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const screenshot = async (name: string) => {
    mkdirSync(artifactsDir, { recursive: true });
    const file = path.join(artifactsDir, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
    await page.screenshot({ path: file, fullPage: true });
    return file;
  };

  beforeAll(async () => {
    // Playwright gives each launch a new, empty --user-data-dir of its own.
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: webUrl, viewport: { width: 1366, height: 900 }, locale: 'en-GB' });
    page = await context.newPage();
  });
  afterEach(async ({ task }) => {
    // The screen a journey ends on is checked too; a page still blank (nothing visited) has nothing to check.
    if (task.result?.state !== 'fail' && page && !page.isClosed() && page.url().startsWith(webUrl)) {
      try {
        await expectAccessible(page, `the last page of "${task.name}"`, artifactsDir);
      } catch (error) {
        await screenshot(`a11y-${task.name}`).catch(() => undefined);
        await context?.close();
        throw error;
      }
    }
    if (task.result?.state === 'fail') {
      const file = await screenshot(`failed-${task.name}`).catch(() => undefined);
      if (file) console.log(`[e2e] screenshot of the failed page: ${file} (at ${page.url()})`);
    }
    await context?.close();
  });

  return {
    get page() {
      return page;
    },
    webUrl,
    apiUrl: inject('apiUrl'),
    screenshot,
    checkA11y: (where: string) => expectAccessible(page, where, artifactsDir),
  };
}
