// Screenshots to look at, as a person would: every page given, desktop (1366 px) and phone (390 px), English and
// Arabic, optionally signed in as a demo account. Not a test; run against a running site:
//   node --import tsx web/e2e/screens.ts --web http://127.0.0.1:3000 --api http://127.0.0.1:4000 \
//     --out /tmp/shots --as editor /admin/content/posts /about-football-jobs/
// `--click <selector>` clicks that element on each page before the shot (an editor behind a button).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { findChromium } from '../../scripts/lib/chromium.mjs';
import { DEMO_PASSWORD } from './support/demo-accounts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    web: { type: 'string', default: 'http://127.0.0.1:3000' },
    api: { type: 'string', default: 'http://127.0.0.1:4000' },
    out: { type: 'string', default: '/tmp/shots' },
    as: { type: 'string' },
    full: { type: 'boolean', default: false },
    click: { type: 'string' },
  },
});

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
const LOCALES = ['en', 'ar'] as const;

async function tokenFor(username: string): Promise<{ token: string; displayName: string }> {
  const response = await fetch(`${values.api}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string; user?: { displayName?: string } };
  return { token: body.token, displayName: body.user?.displayName ?? username };
}

const executablePath = findChromium();
if (!executablePath) throw new Error('Chromium not found');
const session = values.as ? await tokenFor(values.as) : null;
const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
mkdirSync(values.out!, { recursive: true });
try {
  for (const viewport of VIEWPORTS) {
    for (const locale of LOCALES) {
      const context = await browser.newContext({ viewport, locale: locale === 'ar' ? 'ar' : 'en-GB' });
      await context.addInitScript(
        ([token, displayName, lang]) => {
          window.localStorage.setItem('locale', lang!);
          if (token) {
            window.localStorage.setItem('token', token);
            window.localStorage.setItem('displayName', displayName!);
          }
        },
        [session?.token ?? '', session?.displayName ?? '', locale],
      );
      const page = await context.newPage();
      for (const route of positionals) {
        await page.goto(`${values.web}${route}`, { waitUntil: 'networkidle' });
        // A lazy area chunk can still be on its way after the network settled: wait for the page itself.
        await page.waitForFunction(() => !document.querySelector('.page-loading, .loading-modal') && !!document.querySelector('main'), undefined, { timeout: 10_000 }).catch(() => undefined);
        if (values.click) {
          await page.locator(values.click).first().click();
          await page.waitForLoadState('networkidle');
        }
        await page.waitForTimeout(400);
        const name = `${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${viewport.name}-${locale}.png`;
        const file = path.join(values.out!, name);
        await page.screenshot({ path: file, fullPage: values.full });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
