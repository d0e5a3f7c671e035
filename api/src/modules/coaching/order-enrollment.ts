import type { Knex } from 'knex';

/**
 * The shop's paid-order hook (order-fulfilment.ts), run inside the payment webhook's transaction: the buyer is
 * enrolled in every course sold as one of the order's products (source `order`, the order's id), so the
 * enrollment exists exactly when the order is paid. A learner already enrolled keeps their enrollment.
 */
export const enrollBuyerInPaidCourses =
  (now: () => Date) =>
  async (trx: Knex.Transaction, order: { orderId: number; userId: number; productIds: readonly number[] }): Promise<void> => {
    if (order.productIds.length === 0) return;
    await trx.raw(
      `INSERT INTO coaching_enrollments (course_id, user_id, source, order_id, enrolled_at)
       SELECT c.id, ?, 'order', ?, ? FROM coaching_courses c WHERE c.product_id = ANY(?::int[])
       ON CONFLICT (course_id, user_id) DO NOTHING`,
      [order.userId, order.orderId, now(), [...order.productIds]],
    );
  };
