import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useSetCartItemQuantity } from '../api/set-cart-item-quantity';
import type { CartDetail } from '../api/types';
import { basketSignature } from '../lib/checkout-key';
import { formatPrice } from '../lib/money';
import { CartLineItem } from './CartLineItem';
import { CheckoutButton } from './CheckoutButton';
import { DiscountAmount } from './DiscountAmount';

/** The basket's lines with quantity and remove, the total, and Checkout. */
export function CartView({ cart }: { cart: CartDetail }) {
  const { t } = useTranslation();
  const setQuantity = useSetCartItemQuantity();
  const remove = useRemoveCartItem();
  // One change at a time: each answer is the whole basket, so two in flight could land out of order.
  const changing = setQuantity.isPending || remove.isPending;

  const changeQuantity = (productId: number, quantity: number) =>
    setQuantity.mutate({ productId, quantity }, { onError: (error) => notifyError(apiErrorMessage(error)) });

  const removeLine = (productId: number) =>
    remove.mutate(productId, {
      onSuccess: () => notifySuccess(t('shop.toasts.removed')),
      onError: (error) => notifyError(apiErrorMessage(error)),
    });

  const total = formatPrice(cart.total_minor ?? 0, cart.currency);
  return (
    <div className="cart" data-testid="cart">
      <ul className="cart-lines" aria-label={t('shop.cart.lines')}>
        {cart.items.map((line) => (
          <CartLineItem
            key={line.productId}
            line={line}
            currency={cart.currency}
            busy={changing}
            onQuantity={(quantity) => changeQuantity(line.productId, quantity)}
            onRemove={() => removeLine(line.productId)}
          />
        ))}
      </ul>
      <div className="cart-summary">
        <DiscountAmount amountMinor={cart.discount_minor} currency={cart.currency} scope="cart" className="cart-summary__discount" testId="cart-discount" />
        <p className="cart-summary__total">
          <span>{t('shop.cart.total')}</span> <strong data-testid="cart-total">{total}</strong>
        </p>
        <CheckoutButton signature={basketSignature(cart.items)} disabled={changing} />
      </div>
    </div>
  );
}
