import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { Img } from '../../../components/Img';
import type { ProductDetail } from '../api/types';
import { paragraphsOf } from '../lib/paragraphs';
import { useAddToBasket } from '../lib/use-add-to-basket';
import { AddToBasketButton } from './AddToBasketButton';
import { MemberPriceNote } from './MemberPriceNote';
import { QuantitySelect } from './QuantitySelect';
import { formatPrice } from '../lib/money';

export function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const quantityId = useId();
  const [quantity, setQuantity] = useState(1);
  const { addToBasket, pendingProductId } = useAddToBasket();
  const paragraphs = paragraphsOf(product.description);

  return (
    <article className="product-page" data-testid="product-page">
      <p className="product-page__back">
        <Link to={ROUTES.shop}>{t('shop.backToShop')}</Link>
      </p>
      <div className="product-page__layout">
        <Img className="product-page__image" src={product.img} alt={product.title} width={640} height={400} />
        <div className="product-page__info">
          <h1 data-i18n-skip="">{product.title}</h1>
          <p className="product-page__price" data-testid="product-price">
            {formatPrice(product.price, product.currency)}
          </p>
          <MemberPriceNote product={product} className="product-page__member-price" />
          {product.summary ? <p className="product-page__summary">{product.summary}</p> : null}
          <div className="product-page__buy">
            <QuantitySelect id={quantityId} label={t('shop.quantity')} value={quantity} onChange={setQuantity} testId="product-quantity" />
            <AddToBasketButton
              slug={product.slug}
              title={product.title}
              busy={pendingProductId === product.id}
              onAdd={() => void addToBasket(product.id, quantity)}
            />
          </div>
        </div>
      </div>
      {paragraphs.length ? (
        <section className="product-page__description" aria-label={t('shop.product.description')} data-i18n-skip="" dir="auto">
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="pre-line">
              {paragraph}
            </p>
          ))}
        </section>
      ) : null}
    </article>
  );
}
