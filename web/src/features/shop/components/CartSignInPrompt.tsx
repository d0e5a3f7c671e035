import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { saveRedirect } from '../../../lib/session-storage';

/** A visitor has no basket: signing in brings them back to it. */
export function CartSignInPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = () => {
    saveRedirect(ROUTES.cart);
    navigate(ROUTES.login);
  };
  return (
    <div className="notice shop-message" data-testid="cart-sign-in">
      <p>{t('shop.cart.signInLead')}</p>
      <div className="shop-message__actions">
        <button type="button" className="button" onClick={signIn}>
          {t('shop.cart.signIn')}
        </button>
      </div>
    </div>
  );
}
