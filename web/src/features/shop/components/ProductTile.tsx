import { Link } from 'react-router-dom';
import { Img } from '../../../components/Img';
import type { ProductTile as ProductTileData } from '../api/types';
import { AddToBasketButton } from './AddToBasketButton';
import { MemberPriceNote } from './MemberPriceNote';
import { formatPrice } from '../lib/money';

interface ProductTileProps {
  product: ProductTileData;
  busy: boolean;
  onAdd: () => void;
}

export function ProductTile({ product, busy, onAdd }: ProductTileProps) {
  const titleId = `product-title-${product.id}`;
  return (
    <article className="product-tile" aria-labelledby={titleId} data-testid={`product-tile-${product.slug}`}>
      <Img className="product-tile__image" src={product.img} alt={product.title} width={480} height={300} />
      <div className="product-tile__body">
        <h2 id={titleId} className="product-tile__title" data-i18n-skip="">
          <Link to={product.link}>{product.title}</Link>
        </h2>
        <p className="product-tile__price" data-testid="product-price">
          {formatPrice(product.price, product.currency)}
        </p>
        <MemberPriceNote product={product} className="product-tile__member-price" />
        {product.summary ? <p className="product-tile__summary" data-i18n-skip="" dir="auto">{product.summary}</p> : null}
      </div>
      <div className="product-tile__actions">
        <AddToBasketButton slug={product.slug} title={product.title} busy={busy} onAdd={onAdd} />
      </div>
    </article>
  );
}
