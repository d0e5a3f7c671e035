import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { useCart } from '../api/cart-detail';
import { CartSignInPrompt } from '../components/CartSignInPrompt';
import { CartView } from '../components/CartView';
import { OrdersSection } from '../components/OrdersSection';
import '../shop.css';

/** `/cart`: the member's basket and checkout, then their orders. */
export function CartPage() {
  const { t } = useTranslation();
  const { claims, isLoggedIn } = useSession();
  const cart = useCart(claims?.id, isLoggedIn);

  return (
    <section className="cart-page" data-testid="cart-page">
      <h1>{t('shop.cart.title')}</h1>
      {!isLoggedIn ? (
        <CartSignInPrompt />
      ) : cart.isPending ? (
        <p role="status">{t('shop.cart.loading')}</p>
      ) : cart.isError ? (
        <div className="notice notice--error shop-message" role="alert">
          <p>{t('shop.cart.loadError')}</p>
          <button type="button" className="button" onClick={() => void cart.refetch()}>
            {t('shop.retry')}
          </button>
        </div>
      ) : cart.data.items.length === 0 ? (
        <div className="notice shop-message" data-testid="cart-empty">
          <p>{t('shop.cart.empty')}</p>
          <Link className="button" to={ROUTES.shop}>
            {t('shop.cart.browse')}
          </Link>
        </div>
      ) : (
        <CartView cart={cart.data} />
      )}
      {isLoggedIn ? <OrdersSection /> : null}
    </section>
  );
}
