import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';

/** A slug that is not (or no longer) on sale, or a product that could not be loaded. */
export function ProductNotFound({ missing }: { missing: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="shop-message" data-testid="product-not-found">
      <h1>{missing ? t('shop.product.notFound') : t('shop.product.loadError')}</h1>
      <p>{missing ? t('shop.product.notFoundLead') : t('shop.product.loadErrorLead')}</p>
      <Link className="button" to={ROUTES.shop}>
        {t('shop.backToShop')}
      </Link>
    </section>
  );
}
