// Paying in the journeys: the sandbox provider's hosted card page (served by the API on its own origin, as a real
// provider's page would be) and the thank-you page the provider sends the customer back to.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { SANDBOX_TEST_CARDS } from '@fj/shared';
import { expectVisible } from './pages';

/** The sandbox's test cards as a person types them, in groups of four. */
export const CARDS = {
  success: spaced(SANDBOX_TEST_CARDS.success),
  decline: spaced(SANDBOX_TEST_CARDS.decline),
} as const;

function spaced(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const SANDBOX_CHECKOUT_PATH = '/payment/sandbox/checkout/';
const WAIT_MS = 20_000;

/** Waits for the browser to reach the sandbox's hosted checkout page (another origin than the SPA's). */
export async function waitForSandboxCheckout(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith(SANDBOX_CHECKOUT_PATH), { timeout: WAIT_MS });
  await page.locator('form input[name="cardNumber"]').waitFor({ state: 'visible', timeout: WAIT_MS });
}

/** Fills the hosted card form (number, a future expiry, CVC, name) and presses "Pay £x.xx". */
export async function payOnSandbox(page: Page, card: string, amount?: string): Promise<void> {
  await waitForSandboxCheckout(page);
  if (amount) await expectVisible(page, `.amount:has-text("${amount}")`);
  const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
  await page.fill('#cardNumber', card);
  await page.fill('#expiry', `12/${nextYear}`);
  await page.fill('#cvc', '123');
  await page.fill('#name', 'Jordan Journey');
  await page.locator('form button[type="submit"]', { hasText: 'Pay' }).click();
}

/** The thank-you page once the webhook has settled the payment: "Payment received". */
export async function expectPaymentReceived(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/thank-you', { timeout: WAIT_MS });
  const status = page.locator('[data-testid="thank-you-status"][data-status="succeeded"]');
  await status.waitFor({ state: 'visible', timeout: WAIT_MS });
  expect(await status.textContent()).toContain('Payment received');
}
