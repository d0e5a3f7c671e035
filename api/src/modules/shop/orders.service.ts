import { notFound } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';
import type { OrderRow, OrdersRepo } from './orders.repo';
import { SHOP_MESSAGES } from './shop-messages';
import { orderView } from './shop-views';

export function createOrdersService(deps: { orders: OrdersRepo }) {
  const { orders } = deps;

  async function withLines(rows: OrderRow[]) {
    const ids = rows.map((row) => row.id);
    const [items, payments] = await Promise.all([orders.itemsOf(ids), orders.latestPaymentsOf(ids)]);
    return rows.map((row) =>
      orderView(
        row,
        items.filter((item) => item.order_id === row.id),
        payments.find((payment) => payment.order_id === row.id),
      ),
    );
  }

  return {
    async listOwn(actor: Actor, page: { page: number; limit: number }) {
      const { rows, total } = await orders.pageOfUser(actor.id, { offset: (page.page - 1) * page.limit, limit: page.limit });
      return { data: await withLines(rows), total };
    },

    /** The buyer's own order, or any for an administrator; everyone else gets the same 404 as for a missing one. */
    async one(actor: Actor, id: number) {
      const row = await orders.findById(id);
      if (!row || (row.user_id !== actor.id && !actor.roles.includes('administrator'))) throw notFound(SHOP_MESSAGES.orderNotFound);
      const [view] = await withLines([row]);
      return view;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
