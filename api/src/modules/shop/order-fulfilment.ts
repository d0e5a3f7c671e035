import type { Knex } from 'knex';
import type { Fulfilment } from '../payments/contracts';
import type { CartRepo } from './cart.repo';
import type { OrdersRepo } from './orders.repo';

/** What another module does when an order is paid, in the same transaction (coaching enrolls the buyer in the courses bought). */
export type OrderPaidHook = (trx: Knex.Transaction, order: { orderId: number; userId: number; productIds: readonly number[] }) => Promise<void>;

/**
 * What a verified payment event does to an order (run by the payments engine inside the webhook's transaction).
 * Paid: the order is `paid` and the buyer's basket loses the products it bought (lines added since for other
 * products stay). Failed: the order stays `pending` — the buyer may pay the same checkout with another card, and the
 * basket is untouched so a fresh checkout is one click away. An order is never deleted.
 */
export function createOrderFulfilment(deps: { orders: OrdersRepo; cart: CartRepo; now: () => Date; onPaid?: OrderPaidHook }): Fulfilment {
  return {
    async paid(trx, payment) {
      if (payment.order_id === null) return;
      const order = await deps.orders.findById(payment.order_id, trx);
      if (!order) return;
      await deps.orders.markPaid(order.id, payment.paid_at ?? deps.now(), trx);
      const items = await deps.orders.itemsOf([order.id], trx);
      const productIds = items.map((item) => item.product_id).filter((id): id is number => id !== null);
      await deps.cart.removeProducts(order.user_id, productIds, trx);
      await deps.onPaid?.(trx, { orderId: order.id, userId: order.user_id, productIds });
    },

    async failed() {
      // Deliberately nothing: the payment row already says `failed` and the order remains payable (see above).
    },
  };
}
