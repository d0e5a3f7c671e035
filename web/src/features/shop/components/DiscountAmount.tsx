import { useTranslation } from 'react-i18next';
import { formatPrice } from '../lib/money';

interface DiscountAmountProps {
  amountMinor: number | undefined;
  currency: string | undefined;
  /** Which screen's wording: the basket's or an order's. */
  scope: 'cart' | 'orders';
  className: string;
  testId: string;
}

/** "Member discount −£12.25" as a summary row of a basket or an order; nothing when no discount was taken. */
export function DiscountAmount({ amountMinor, currency, scope, className, testId }: DiscountAmountProps) {
  const { t } = useTranslation();
  if (!amountMinor || amountMinor <= 0) return null;
  const amount = formatPrice(amountMinor, currency);
  return (
    <p className={className} data-testid={testId}>
      <span>{scope === 'cart' ? t('shop.cart.memberDiscount') : t('shop.orders.memberDiscount')}</span>{' '}
      <strong>{scope === 'cart' ? t('shop.cart.discountAmount', { amount }) : t('shop.orders.discountAmount', { amount })}</strong>
    </p>
  );
}
