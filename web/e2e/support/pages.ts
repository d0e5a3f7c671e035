// What a user does on the SPA, in the words of the screens (selectors are the test hooks of docs/web.md).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './demo-accounts';

/** Path equality that ignores one trailing slash: the spec writes both /admin/dashboard and /admin/dashboard/. */
export function samePath(actual: string, expected: string): boolean {
  const trim = (value: string) => (value.length > 1 ? value.replace(/\/$/, '') : value);
  return trim(actual) === trim(expected);
}

export async function waitForPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => samePath(url.pathname, expected), { timeout: 20_000 });
}

export async function logIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (!samePath(new URL(page.url()).pathname, '/login/')) await page.goto('/login/');
  // Scoped to the login form: other forms on the page (the footer newsletter) have submit buttons too.
  const form = page.locator('form', { has: page.locator('input[name="username"]') });
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** Forgets the session the way the SPA's logout does on this side (the token and the name), without calling the API. */
export async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('displayName');
  });
}

export async function expectVisible(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 20_000 });
  expect(await page.locator(selector).first().isVisible()).toBe(true);
}

/** A JWT the SPA will decode but whose `exp` is an hour ago (no valid signature: the SPA never verifies). */
export function expiredToken(roles: string[]): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 3600;
  const claims = { id: 1, profile: 'admin', displayName: 'Expired Admin', roles, tv: 0, exp };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.${Buffer.from('not-a-signature').toString('base64url')}`;
}
