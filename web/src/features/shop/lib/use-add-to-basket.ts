import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { notifyError, notifyInfo, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { saveRedirect } from '../../../lib/session-storage';
import { useAddCartItem } from '../api/add-cart-item';

/**
 * "Add to basket" for anyone: a member's line is posted (the header count follows from the answer); a visitor is
 * sent to log in and, through the saved redirect, brought back to this page afterwards.
 */
export function useAddToBasket() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddCartItem();

  const addToBasket = async (productId: number, quantity = 1): Promise<void> => {
    if (!isLoggedIn) {
      saveRedirect(`${location.pathname}${location.search}`);
      notifyInfo(t('shop.toasts.signInFirst'));
      navigate(ROUTES.login);
      return;
    }
    try {
      await add.mutateAsync({ productId, quantity });
      notifySuccess(t('shop.toasts.added'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };

  /** The product whose line is being posted, so only its button shows it is busy. */
  const pendingProductId = add.isPending ? add.variables?.productId : undefined;
  return { addToBasket, pendingProductId };
}
