import { useTranslation } from 'react-i18next';
import { MEMBER_SERVICES_DISCOUNT_PERCENT } from '@fj/shared';
import type { ProductTile } from '../api/types';
import { formatPrice } from '../lib/money';

/** "£36.75 for Elite and Unlimited members (25% off)" under the price of a product the member discount covers. */
export function MemberPriceNote({ product, className }: { product: ProductTile; className: string }) {
  const { t } = useTranslation();
  if (!product.member_discount_eligible || product.member_price === null || product.member_price === undefined) return null;
  return (
    <p className={className} data-testid="member-price">
      {t('shop.memberPrice', { price: formatPrice(product.member_price, product.currency), percent: MEMBER_SERVICES_DISCOUNT_PERCENT })}
    </p>
  );
}
