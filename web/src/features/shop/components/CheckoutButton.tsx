import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/toasts';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/api-errors';
import { useCheckoutCart } from '../api/checkout-cart';
import { useCheckoutKey } from '../lib/checkout-key';
import { goToHostedCheckout } from '../lib/hosted-checkout';

interface CheckoutButtonProps {
  /** What the basket holds now (see basketSignature); a new state gets a new Idempotency-Key. */
  signature: string;
  disabled: boolean;
}

/** Starts the checkout and leaves for the provider's page, which returns to /thank-you (or /cart when cancelled). */
export function CheckoutButton({ signature, disabled }: CheckoutButtonProps) {
  const { t } = useTranslation();
  const checkout = useCheckoutCart();
  const { keyFor, renew } = useCheckoutKey();
  const [leaving, setLeaving] = useState(false);

  // Back from the provider's page, the browser may restore this page as it was left ("leaving"): enable it again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const start = async () => {
    try {
      const { checkoutUrl } = await checkout.mutateAsync(keyFor(signature));
      setLeaving(true);
      goToHostedCheckout(checkoutUrl);
    } catch (error) {
      // A refusal (4xx) created nothing, so the next try may use a new key; after an outage or a lost answer the
      // same key is sent again, and the API answers the order it may already have made.
      const status = apiErrorStatus(error);
      if (status !== undefined && status >= 400 && status < 500) renew();
      notifyError(apiErrorMessage(error));
    }
  };

  const busy = checkout.isPending || leaving;
  return (
    <div className="cart-checkout">
      <button
        type="button"
        className="button button--large"
        data-testid="checkout-button"
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        onClick={() => void start()}
      >
        {t('shop.cart.checkout')}
      </button>
      {busy ? (
        <p role="status" className="cart-checkout__status">
          {t('shop.cart.checkingOut')}
        </p>
      ) : null}
    </div>
  );
}
