import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-errors';

interface CheckoutFeedbackProps {
  /** The mutation that starts a provider checkout. */
  checkout: { isError: boolean; isSuccess: boolean; error: unknown };
}

/** Why a checkout could not start (409, 403...), or 'Redirecting...' while the browser leaves for the provider. */
export function CheckoutFeedback({ checkout }: CheckoutFeedbackProps) {
  const { t } = useTranslation();
  return (
    <>
      {checkout.isError ? (
        <p className="notice notice--error" role="alert" data-testid="checkout-error">
          {apiErrorMessage(checkout.error)}
        </p>
      ) : null}
      {checkout.isSuccess ? <p role="status">{t('billing.redirecting')}</p> : null}
    </>
  );
}
