import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { COVER_LETTER, MENTORING, order } from '../test/shop-fixtures';
import { serveShop } from '../test/shop-api';

configure({ asyncUtilTimeout: 15_000 });

describe('member discount (§6: 25% off services for Elite and Unlimited)', { timeout: 60_000 }, () => {
  it('a tile and the product page show the member price of an eligible product only', async () => {
    serveShop({ products: [MENTORING, COVER_LETTER] });
    const { unmount } = renderApp('/shop/');
    const tile = within(await screen.findByRole('article', { name: MENTORING.title }));
    expect(tile.getByTestId('member-price')).toHaveTextContent('£36.75 for Elite and Unlimited members (25% off)');
    expect(within(screen.getByRole('article', { name: COVER_LETTER.title })).queryByTestId('member-price')).toBeNull();
    unmount();

    renderApp('/product/mentoring-session/');
    expect(await screen.findByRole('heading', { level: 1, name: MENTORING.title })).toBeInTheDocument();
    expect(screen.getByTestId('product-price')).toHaveTextContent('£49.00');
    expect(screen.getByTestId('member-price')).toHaveTextContent('£36.75 for Elite and Unlimited members');
  });

  it("an Elite member's basket shows each line's discount and the total discount, the total already after it", async () => {
    serveShop({ products: [MENTORING, COVER_LETTER], cart: new Map([[MENTORING.id, 1], [COVER_LETTER.id, 1]]), memberDiscount: true });
    renderApp('/cart', { token: makeToken() });
    const line = within(await screen.findByTestId(`cart-line-${MENTORING.id}`));
    expect(line.getByText('£36.75 each')).toBeInTheDocument();
    expect(line.getByTestId(`cart-line-discount-${MENTORING.id}`)).toHaveTextContent('List price £49.00 Member discount −£12.25');
    expect(screen.queryByTestId(`cart-line-discount-${COVER_LETTER.id}`)).toBeNull();
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('Member discount −£12.25');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('£55.75');
  });

  it('a basket without a discount shows no discount row', async () => {
    serveShop({ products: [MENTORING], cart: new Map([[MENTORING.id, 2]]) });
    renderApp('/cart', { token: makeToken() });
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('£98.00');
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    expect(screen.queryByTestId(`cart-line-discount-${MENTORING.id}`)).toBeNull();
  });

  it('an order bought with the discount shows it per line and in total', async () => {
    const discounted = order({
      id: 44,
      discount_minor: 1225,
      display_discount: '£12.25',
      total_minor: 3675,
      display_total: '£36.75',
      items: [
        { productId: MENTORING.id, slug: MENTORING.slug, title: MENTORING.title, listPriceMinor: 4900, unitPriceMinor: 3675, quantity: 1, discountMinor: 1225, lineTotalMinor: 3675, displayLineTotal: '£36.75' },
      ],
    });
    serveShop({ products: [MENTORING], orders: [discounted, order({ discount_minor: 0, display_discount: '£0.00' })] });
    renderApp('/cart', { token: makeToken() });
    const [withDiscount, without] = await screen.findAllByTestId('order-row');
    expect(within(withDiscount).getByTestId('order-discount')).toHaveTextContent('Member discount −£12.25');
    expect(within(withDiscount).getByRole('list', { name: 'Items' })).toHaveTextContent('Mentoring session × 1 Member discount −£12.25£36.75');
    expect(within(without).queryByTestId('order-discount')).toBeNull();
  });
});
