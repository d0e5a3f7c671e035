import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { useCartCount } from '../../../features/shop/api/cart-detail';
import { useSession } from '../../session/session-context';

/** The header basket: the member's item count (0 for visitors), linking to /cart. */
export function Basket() {
  const { t } = useTranslation();
  const session = useSession();
  const count = useCartCount(session.claims?.id, session.isLoggedIn);
  return (
    <Link className="basket" to={ROUTES.cart} aria-label={t('shop.basket.label', { count })} data-testid="basket">
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM6.2 6H21l-1.8 8.1a2 2 0 0 1-2 1.6H8.4a2 2 0 0 1-2-1.6L4.3 3H2V1h3.9z"
        />
      </svg>
      <span className="basket__count" data-testid="basket-count">
        {count}
      </span>
    </Link>
  );
}
