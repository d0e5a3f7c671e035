import { useTranslation } from 'react-i18next';
import type { Order } from '../api/types';
import { orderBadge } from '../lib/order-status';

export function OrderStatusBadge({ order }: { order: Pick<Order, 'status' | 'payment_status'> }) {
  const { t } = useTranslation();
  const badge = orderBadge(order);
  return (
    <span className={`status-badge status-badge--${badge}`} data-testid="order-status">
      {t(`shop.orders.status.${badge}`)}
    </span>
  );
}
