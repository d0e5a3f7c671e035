import type { Knex } from 'knex';
import type { OrderStatus, PaymentStatus } from '@fj/shared';

export interface OrderRow {
  id: number;
  user_id: number;
  status: OrderStatus;
  total_minor: number;
  currency: string;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface OrderItemRow {
  id: number;
  order_id: number;
  product_id: number | null;
  title: string;
  /** What is charged for one unit (after any member discount). */
  unit_price_minor: number;
  /** The product's price at checkout; null on lines written before the member discount existed and not backfilled. */
  list_price_minor: number | null;
  /** Taken off the whole line by the member discount. */
  discount_minor: number;
  quantity: number;
  line_total_minor: number;
  /** The product's current slug (null when the product was deleted since). */
  slug: string | null;
}

export interface OrderPaymentRow {
  id: number;
  order_id: number;
  status: PaymentStatus;
}

export type NewOrderItem = Pick<OrderItemRow, 'product_id' | 'title' | 'unit_price_minor' | 'list_price_minor' | 'discount_minor' | 'quantity' | 'line_total_minor'>;

export function createOrdersRepo(db: Knex) {
  const orders = (trx?: Knex.Transaction) => (trx ?? db)<OrderRow>('orders');
  return {
    /** A pending order and its lines, written in the checkout's transaction. */
    async insert(order: { userId: number; currency: string; items: NewOrderItem[] }, trx: Knex.Transaction): Promise<OrderRow> {
      const total = order.items.reduce((sum, item) => sum + item.line_total_minor, 0);
      const [row] = await orders(trx).insert({ user_id: order.userId, status: 'pending', total_minor: total, currency: order.currency } as never).returning('*');
      const created = row as OrderRow;
      await trx('order_items').insert(order.items.map((item) => ({ ...item, order_id: created.id })));
      return created;
    },

    findById: (id: number, trx?: Knex.Transaction) => orders(trx).where({ id }).first() as Promise<OrderRow | undefined>,

    async pageOfUser(userId: number, page: { offset: number; limit: number }): Promise<{ rows: OrderRow[]; total: number }> {
      const [rows, counted] = await Promise.all([
        orders().where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(page.offset).limit(page.limit),
        orders().where({ user_id: userId }).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows as OrderRow[], total: Number(counted?.count ?? 0) };
    },

    async itemsOf(orderIds: number[], trx?: Knex.Transaction): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return (await (trx ?? db)('order_items')
        .leftJoin('products', 'products.id', 'order_items.product_id')
        .whereIn('order_items.order_id', orderIds)
        .orderBy('order_items.id')
        .select('order_items.*', 'products.slug')) as OrderItemRow[];
    },

    /** The latest payment of each order (a checkout makes one; the id orders them should there be more). */
    async latestPaymentsOf(orderIds: number[]): Promise<OrderPaymentRow[]> {
      if (orderIds.length === 0) return [];
      return (await db('payments')
        .distinctOn('order_id')
        .whereIn('order_id', orderIds)
        .orderBy([{ column: 'order_id' }, { column: 'id', order: 'desc' }])
        .select('id', 'order_id', 'status')) as OrderPaymentRow[];
    },

    /** Marks the order paid unless it already is; false when nothing changed. */
    async markPaid(id: number, paidAt: Date, trx: Knex.Transaction): Promise<boolean> {
      return (await orders(trx).where({ id }).whereNot({ status: 'paid' }).update({ status: 'paid', paid_at: paidAt, updated_at: paidAt } as never)) > 0;
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
