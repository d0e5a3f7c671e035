import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { productHref } from '@fj/shared';
import type { Order } from '../api/types';
import { formatOrderDate } from '../lib/format-order-date';
import { formatPrice } from '../lib/money';
import { DiscountAmount } from './DiscountAmount';
import { OrderStatusBadge } from './OrderStatusBadge';

export function OrderRow({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="order-row" data-testid="order-row">
      <div className="order-row__head">
        <h3 className="order-row__number">{t('shop.orders.number', { id: order.id })}</h3>
        <time dateTime={order.created_at}>{formatOrderDate(order.created_at, i18n.language)}</time>
        <OrderStatusBadge order={order} />
      </div>
      <ul className="order-row__items" aria-label={t('shop.orders.items')}>
        {order.items.map((item, index) => (
          <li key={`${item.productId ?? 'gone'}-${index}`} className="order-row__item">
            <span>
              {item.slug ? <Link to={productHref(item.slug)}>{item.title}</Link> : item.title}
              {` × ${item.quantity}`}
              {item.discountMinor ? (
                <span className="order-row__item-discount">
                  {' '}
                  {t('shop.cart.lineDiscount', { amount: formatPrice(item.discountMinor, order.currency) })}
                </span>
              ) : null}
            </span>
            <span>{formatPrice(item.lineTotalMinor, order.currency)}</span>
          </li>
        ))}
      </ul>
      <DiscountAmount amountMinor={order.discount_minor} currency={order.currency} scope="orders" className="order-row__discount" testId="order-discount" />
      <p className="order-row__total">
        <span>{t('shop.orders.total')}</span> <strong>{formatPrice(order.total_minor, order.currency)}</strong>
      </p>
    </li>
  );
}
