import type { Order } from '../api/types';

export type OrderBadge = 'paid' | 'pending' | 'paymentFailed' | 'failed' | 'cancelled';

/**
 * What the shopper is told about an order. A declined card leaves the order `pending` (it can still be paid), so
 * its latest payment says whether it is still awaiting payment or the payment failed.
 */
export function orderBadge(order: Pick<Order, 'status' | 'payment_status'>): OrderBadge {
  if (order.status === 'pending' && order.payment_status === 'failed') return 'paymentFailed';
  return order.status;
}
