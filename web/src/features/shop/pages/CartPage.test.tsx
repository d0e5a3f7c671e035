import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, IDEMPOTENCY_KEY_HEADER, REDIRECT_STORAGE_KEY } from '@fj/shared';
import { pathOf, sentRequests } from '../../../test/http';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { goToHostedCheckout } from '../lib/hosted-checkout';
import { COVER_LETTER, CV, order } from '../test/shop-fixtures';
import { serveShop } from '../test/shop-api';

// The provider's page is another site: the test records where the browser was sent instead of leaving jsdom.
vi.mock('../lib/hosted-checkout', () => ({ goToHostedCheckout: vi.fn() }));

configure({ asyncUtilTimeout: 15_000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const calls = (path: string, method: string) => sentRequests.filter((request) => pathOf(request) === path && request.method === method);
const checkoutKeys = () => calls(API.cartCheckout, 'post').map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));

function memberWithBasket() {
  return serveShop({ products: [CV, COVER_LETTER], cart: new Map([[CV.id, 2], [COVER_LETTER.id, 1]]) });
}

beforeEach(() => vi.mocked(goToHostedCheckout).mockClear());

describe('cart page: the basket', { timeout: 60_000 }, () => {
  it('lists each line with image, title, unit price, quantity and line total, and the basket total', async () => {
    memberWithBasket();
    renderApp('/cart', { token: makeToken() });
    const line = within(await screen.findByTestId(`cart-line-${CV.id}`));
    expect(line.getByRole('img', { name: CV.title })).toHaveAttribute('src', CV.img);
    expect(line.getByRole('link', { name: CV.title })).toHaveAttribute('href', '/product/football-specific-cv-write-design/');
    expect(line.getByText('£49.00 each')).toBeInTheDocument();
    expect(line.getByLabelText(`Quantity of ${CV.title}`)).toHaveValue('2');
    expect(line.getByText('£98.00')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('£117.00');
    expect(screen.getByTestId('basket-count')).toHaveTextContent('3');
  });

  it('changing a quantity PATCHes the line; total and header count follow the answer', async () => {
    const user = userEvent.setup({ delay: null });
    memberWithBasket();
    renderApp('/cart', { token: makeToken() });
    await user.selectOptions(await screen.findByLabelText(`Quantity of ${COVER_LETTER.title}`), '4');
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('£174.00'));
    const [patch] = calls(`/cart/items/${COVER_LETTER.id}`, 'patch');
    expect(JSON.parse(patch.data as string)).toEqual({ quantity: 4 });
    expect(screen.getByTestId('basket-count')).toHaveTextContent('6');
  });

  it('remove DELETEs the line, which disappears with a toast', async () => {
    const user = userEvent.setup({ delay: null });
    memberWithBasket();
    renderApp('/cart', { token: makeToken() });
    await user.click(await screen.findByRole('button', { name: `Remove ${CV.title} from your basket` }));
    expect(await screen.findByText('Removed from your basket')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId(`cart-line-${CV.id}`)).toBeNull());
    expect(calls(`/cart/items/${CV.id}`, 'delete')).toHaveLength(1);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('£19.00');
    expect(screen.getByTestId('basket-count')).toHaveTextContent('1');
  });

  it('an empty basket says so and links to the shop; Checkout is not offered', async () => {
    serveShop({ products: [CV] });
    renderApp('/cart', { token: makeToken() });
    expect(await screen.findByTestId('cart-empty')).toHaveTextContent('Your basket is empty.');
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop/');
    expect(screen.queryByTestId('checkout-button')).toBeNull();
  });

  it('a visitor is asked to sign in (no basket calls) and comes back to /cart afterwards', async () => {
    const user = userEvent.setup({ delay: null });
    serveShop({ products: [CV] });
    renderApp('/cart');
    const prompt = await screen.findByTestId('cart-sign-in');
    expect(prompt).toHaveTextContent('Sign in to see your basket and your orders.');
    expect(screen.queryByTestId('orders')).toBeNull();
    expect(sentRequests.some((request) => pathOf(request) === API.cartDetail || pathOf(request) === API.orders)).toBe(false);
    await user.click(within(prompt).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('signin-page')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBe('/cart');
  });
});

describe('cart page: checkout', { timeout: 60_000 }, () => {
  it('sends an Idempotency-Key and goes to the checkout URL the API answered', async () => {
    const user = userEvent.setup({ delay: null });
    memberWithBasket();
    renderApp('/cart', { token: makeToken() });
    await user.click(await screen.findByTestId('checkout-button'));
    await waitFor(() => expect(goToHostedCheckout).toHaveBeenCalledWith('https://pay.example/checkout/1'));
    expect(checkoutKeys()).toHaveLength(1);
    expect(checkoutKeys()[0]).toMatch(UUID);
    expect(screen.getByTestId('checkout-button')).toBeDisabled(); // leaving: no second order from a second click
    // Back from the provider's page with this page restored from the back/forward cache: usable again.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.getByTestId('checkout-button')).toBeEnabled();
  });

  it('a retry after an outage sends the same key (the API answers the order it may have made); a changed basket gets a new one', async () => {
    const user = userEvent.setup({ delay: null });
    const state = memberWithBasket();
    state.checkout = () => ({ status: 503, body: { success: false, statusCode: 503, error: 'Service Unavailable', message: 'Payments are unavailable' } });
    renderApp('/cart', { token: makeToken() });
    await user.click(await screen.findByTestId('checkout-button'));
    expect(await screen.findByText('Payments are unavailable')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('checkout-button')).toBeEnabled());
    await user.click(screen.getByTestId('checkout-button'));
    await waitFor(() => expect(checkoutKeys()).toHaveLength(2));
    expect(checkoutKeys()[1]).toBe(checkoutKeys()[0]);

    await user.selectOptions(screen.getByLabelText(`Quantity of ${CV.title}`), '1');
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('£68.00'));
    await waitFor(() => expect(screen.getByTestId('checkout-button')).toBeEnabled());
    await user.click(screen.getByTestId('checkout-button'));
    await waitFor(() => expect(checkoutKeys()).toHaveLength(3));
    expect(checkoutKeys()[2]).toMatch(UUID);
    expect(checkoutKeys()[2]).not.toBe(checkoutKeys()[0]);
    expect(goToHostedCheckout).not.toHaveBeenCalled();
  });

  it('a refusal (422) shows the reason and the next try uses a fresh key', async () => {
    const user = userEvent.setup({ delay: null });
    const state = memberWithBasket();
    state.checkout = () => ({ status: 422, body: { success: false, statusCode: 422, error: 'Unprocessable Entity', message: 'Your basket is empty' } });
    renderApp('/cart', { token: makeToken() });
    await user.click(await screen.findByTestId('checkout-button'));
    expect(await screen.findByText('Your basket is empty')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('checkout-button')).toBeEnabled());
    await user.click(screen.getByTestId('checkout-button'));
    await waitFor(() => expect(checkoutKeys()).toHaveLength(2));
    expect(checkoutKeys()[1]).not.toBe(checkoutKeys()[0]);
  });
});

describe('cart page: your orders', { timeout: 60_000 }, () => {
  it('lists the orders with date, items, total and a status badge', async () => {
    serveShop({
      products: [CV],
      orders: [
        order({ id: 43, status: 'pending', payment_status: 'failed', created_at: '2026-11-21T09:00:00.000Z', paid_at: null }),
        order({ id: 42, status: 'pending', payment_status: 'pending', created_at: '2026-11-21T08:00:00.000Z', paid_at: null }),
        order(),
      ],
    });
    renderApp('/cart', { token: makeToken() });
    const orders = within(await screen.findByRole('region', { name: 'Your orders' }));
    const rows = await orders.findAllByTestId('order-row');
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => within(row).getByTestId('order-status').textContent)).toEqual(['Payment failed', 'Awaiting payment', 'Paid']);
    const paid = within(rows[2]);
    expect(paid.getByRole('heading', { name: 'Order #41' })).toBeInTheDocument();
    expect(paid.getByText('20 Nov 2026')).toHaveAttribute('datetime', '2026-11-20T12:00:00.000Z');
    expect(paid.getByRole('link', { name: CV.title })).toHaveAttribute('href', '/product/football-specific-cv-write-design/');
    expect(rows[2]).toHaveTextContent('× 2');
    expect(paid.getByText('£98.00', { selector: 'strong' })).toBeInTheDocument();
  });

  it('says when there are no orders yet', async () => {
    serveShop({ products: [CV] });
    renderApp('/cart', { token: makeToken() });
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('You have not ordered anything yet.');
  });
});
