import { useTranslation } from 'react-i18next';
import { useProducts } from '../api/products';
import { ProductTile } from '../components/ProductTile';
import { ProductTileSkeleton } from '../components/ProductTileSkeleton';
import { useAddToBasket } from '../lib/use-add-to-basket';
import '../shop.css';

const SKELETON_TILES = 6;

/** `/shop/`: the career services on sale, each with "Add to basket". */
export function ShopPage() {
  const { t } = useTranslation();
  const products = useProducts();
  const { addToBasket, pendingProductId } = useAddToBasket();

  return (
    <section className="shop-page" data-testid="shop-page">
      <header className="shop-page__header">
        <h1>{t('shop.title')}</h1>
        <p className="shop-page__lead">{t('shop.lead')}</p>
      </header>
      {products.isPending ? (
        <div className="product-grid" aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('shop.loading')}
          </p>
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <ProductTileSkeleton key={index} />
          ))}
        </div>
      ) : products.isError ? (
        <div className="notice notice--error shop-message" role="alert" data-testid="shop-error">
          <p>{t('shop.loadError')}</p>
          <button type="button" className="button" onClick={() => void products.refetch()}>
            {t('shop.retry')}
          </button>
        </div>
      ) : products.data.length === 0 ? (
        <p className="notice shop-message" data-testid="shop-empty">
          {t('shop.empty')}
        </p>
      ) : (
        <div className="product-grid">
          {products.data.map((product) => (
            <ProductTile
              key={product.id}
              product={product}
              busy={pendingProductId === product.id}
              onAdd={() => void addToBasket(product.id)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
