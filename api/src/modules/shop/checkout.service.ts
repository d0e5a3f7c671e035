import type { Knex } from 'knex';
import { ROUTES } from '@fj/shared';
import { conflict, HttpError, unauthorized } from '../../lib/http-error';
import type { CheckoutDraft, PaymentsApi } from '../payments/contracts';
import type { UsersRepo } from '../users/users.repo';
import type { CartRepo } from './cart.repo';
import { hasMemberDiscount } from './member-discount';
import type { OrdersRepo } from './orders.repo';
import { SHOP_MESSAGES } from './shop-messages';
import { priceCartLine } from './shop-views';

export function createCheckoutService(deps: { cart: CartRepo; orders: OrdersRepo; users: UsersRepo; payments: PaymentsApi }) {
  const { cart, orders } = deps;

  /**
   * Snapshots the basket (titles, list prices, the member discount of the membership held now and the prices charged)
   * into a pending order, inside the checkout's transaction.
   */
  async function snapshotCart(userId: number, trx: Knex.Transaction): Promise<CheckoutDraft> {
    const lines = await cart.lines(userId, trx);
    const discounted = hasMemberDiscount(await deps.users.findById(userId, trx));
    if (lines.length === 0) throw new HttpError(422, SHOP_MESSAGES.emptyCart);
    const currency = lines[0].currency;
    if (lines.some((line) => line.currency !== currency)) throw new HttpError(422, SHOP_MESSAGES.mixedCurrencies);
    const items = lines.map((line) => {
      const priced = priceCartLine(line, discounted);
      return {
        product_id: line.product_id,
        title: line.title,
        list_price_minor: priced.listPriceMinor,
        unit_price_minor: priced.unitPriceMinor,
        discount_minor: priced.discountMinor,
        quantity: line.quantity,
        line_total_minor: priced.lineTotalMinor,
      };
    });
    const order = await orders.insert({ userId, currency, items }, trx);
    const count = items.reduce((sum, item) => sum + item.quantity, 0);
    return {
      purpose: 'order',
      description: `Shop order #${order.id} (${count} ${count === 1 ? 'item' : 'items'})`,
      currency,
      lines: items.map((item) => ({ description: item.title, amountMinor: item.unit_price_minor, quantity: item.quantity })),
      orderId: order.id,
      cancelPath: ROUTES.cart,
    };
  }

  return {
    /** The same idempotency key answers the first checkout again (one order, one payment), whatever the basket holds now. */
    async checkout(userId: number, idempotencyKey: string) {
      const user = await deps.users.findById(userId);
      if (!user) throw unauthorized();
      const result = await deps.payments.startCheckout({
        userId,
        customerEmail: user.email,
        idempotencyKey,
        // The basket is read on the server, so the request is the operation itself.
        request: { operation: 'shop-order' },
        build: (trx) => snapshotCart(userId, trx),
      });
      if (result.orderId === null) throw conflict('This Idempotency-Key was already used for another payment');
      return { orderId: result.orderId, paymentId: result.paymentId, checkoutUrl: result.checkoutUrl };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
