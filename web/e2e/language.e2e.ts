// The EN/AR switch: Arabic turns the whole document right-to-left, English turns it back.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

describe('language switch', () => {
  const browser = useBrowser();

  it('Arabic sets dir="rtl" on <html>; English restores ltr', async () => {
    const { page } = browser;
    await page.goto('/');
    const html = page.locator('html');
    expect(await html.getAttribute('dir')).not.toBe('rtl');

    await page.locator('[data-testid="lang-ar"]').first().click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl', undefined, { timeout: 10_000 });
    expect(await html.getAttribute('dir')).toBe('rtl');

    await page.locator('[data-testid="lang-en"]').first().click();
    await page.waitForFunction(() => document.documentElement.dir !== 'rtl', undefined, { timeout: 10_000 });
    expect(await html.getAttribute('dir')).not.toBe('rtl');
  });
});
