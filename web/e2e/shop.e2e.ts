// The shop (docs/payments.md, docs/shop.md): a candidate fills the basket from /shop/, checks out through the
// sandbox provider's page and finds the paid order on /cart with the basket empty again.
import { describe, expect, it } from 'vitest';
import { logIn, expectVisible, waitForPath } from './support/pages';
import { registerCandidateViaApi } from './support/accounts';
import { CARDS, expectPaymentReceived, payOnSandbox } from './support/payments';
import { useBrowser } from './support/browser';

const WAIT_MS = 20_000;
const CV_SERVICE = { slug: 'football-specific-cv-write-design', title: 'Football-specific CV write & design' };
const COVER_LETTER = { slug: 'cover-letter-writing', title: 'Cover letter writing' };

describe('shop', () => {
  const browser = useBrowser();

  it('a candidate adds two services, pays for the basket and sees the paid order with an empty basket', async () => {
    const { page, apiUrl } = browser;
    // A fresh account: the demo candidate's seeded order and basket stay as they are.
    const username = await registerCandidateViaApi(apiUrl, 'shopper');
    await logIn(page, username);
    await waitForPath(page, '/candidate/dashboard');

    await page.goto('/shop/');
    await expectVisible(page, '[data-testid="shop-page"]');
    const basketCount = page.locator('[data-testid="basket-count"]').first();
    for (const [index, product] of [CV_SERVICE, COVER_LETTER].entries()) {
      const [added] = await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/cart/items' && response.request().method() === 'POST', { timeout: WAIT_MS }),
        page.locator(`[data-testid="add-to-basket-${product.slug}"]`).click({ timeout: WAIT_MS }),
      ]);
      expect(added.status(), await added.text()).toBeLessThan(300);
      await expectVisible(page, `[data-testid="basket-count"]:text-is("${index + 1}")`);
    }
    expect(await basketCount.textContent()).toBe('2');

    await page.locator('[data-testid="basket"]').first().click();
    await waitForPath(page, '/cart');
    const cart = page.locator('[data-testid="cart"]');
    await cart.waitFor({ state: 'visible', timeout: WAIT_MS });
    for (const product of [CV_SERVICE, COVER_LETTER]) await expectVisible(page, `[data-testid="cart"] :text("${product.title}")`);
    // £89.00 + £39.00
    expect(await page.locator('[data-testid="cart-total"]').textContent()).toBe('£128.00');

    await page.locator('[data-testid="checkout-button"]').click();
    await payOnSandbox(page, CARDS.success, '£128.00');
    await expectPaymentReceived(page);

    await page.goto('/cart');
    await expectVisible(page, '[data-testid="cart-empty"]');
    const order = page.locator('[data-testid="order-row"]').first();
    await order.waitFor({ state: 'visible', timeout: WAIT_MS });
    expect(await order.locator('[data-testid="order-status"]').textContent()).toBe('Paid');
    for (const product of [CV_SERVICE, COVER_LETTER]) expect(await order.textContent()).toContain(product.title);
    expect(await order.textContent()).toContain('£128.00');
    await expectVisible(page, '[data-testid="basket-count"]:text-is("0")');
  });
});
