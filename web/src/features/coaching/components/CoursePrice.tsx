import { useTranslation } from 'react-i18next';
import type { CoachingPriceDto } from '@fj/shared';
import { formatPrice } from '../../shop/lib/money';

/** Free, or the shop price; a member whose membership discounts it sees the list price struck through. */
export function CoursePrice({ price }: { price: CoachingPriceDto | null }) {
  const { t } = useTranslation();
  if (!price) return <span className="coaching-price coaching-price--free">{t('coaching.price.free')}</span>;
  const discounted = price.yourPriceMinor < price.listPriceMinor;
  return (
    <span className="coaching-price" data-testid="coaching-price">
      {discounted ? (
        <>
          <del className="coaching-price__list">
            <span className="visually-hidden">{t('coaching.price.listPrice')} </span>
            {formatPrice(price.listPriceMinor, price.currency)}
          </del>{' '}
          <strong>{formatPrice(price.yourPriceMinor, price.currency)}</strong>{' '}
          <span className="badge badge--green">{t('coaching.price.memberPrice')}</span>
        </>
      ) : (
        <strong>{formatPrice(price.listPriceMinor, price.currency)}</strong>
      )}
    </span>
  );
}
