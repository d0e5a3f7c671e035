import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SIGNUP_STEPS } from '@fj/shared';
import { formatMoney } from '../../../lib/format-money';
import { apiErrorMessage } from '../../../lib/api-errors';
import { goToCheckout, priceOf, useMembershipCheckout, useMembershipTypes, type PlanChoice } from '../../memberships';
import { signupHref } from '../signup/signup-url';

/**
 * Sign-up step PAYMENT (3), paid plans only: the plan's summary and "Pay securely", which opens the provider's
 * checkout. The thank-you page sends the member on to the edit-profile step once the payment is confirmed; the
 * account itself stays FREE until then (access comes only from the verified webhook).
 */
export function PaymentStep({ choice }: { choice: PlanChoice }) {
  const { t, i18n } = useTranslation();
  const types = useMembershipTypes('candidate');
  const checkout = useMembershipCheckout();
  const price = priceOf(types.data, choice.membership, choice.interval);
  const membershipName = t(`enums.membership.${choice.membership}`);
  const afterPayment = signupHref(SIGNUP_STEPS.EDIT_PROFILE);

  const pay = async () => {
    if (!price) return;
    try {
      const started = await checkout.mutateAsync({ planCode: price.planCode, next: afterPayment });
      goToCheckout(started.checkoutUrl);
    } catch {
      // shown below from the mutation's error
    }
  };

  return (
    <div className="signup-step" data-testid="signup-step-3">
      <h1>{t('signup.payment.title')}</h1>
      {types.isPending ? (
        <p className="page-loading" role="status">
          {t('common.loading')}
        </p>
      ) : types.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{t('signup.payment.loadError')}</p>
          <button type="button" className="button button--ghost" onClick={() => void types.refetch()}>
            {t('signup.payment.tryAgain')}
          </button>
        </div>
      ) : !price ? (
        <p className="notice" role="alert">
          {t('signup.payment.notOffered')}
        </p>
      ) : (
        <>
          <p className="lead">{t('signup.payment.lead')}</p>
          <dl className="billing-summary" data-testid="payment-summary">
            <dt>{t('signup.payment.plan')}</dt>
            <dd>{membershipName}</dd>
            <dt>{t('signup.payment.interval')}</dt>
            <dd>{t(`signup.payment.intervals.${choice.interval}`)}</dd>
            <dt>{t('signup.payment.price')}</dt>
            <dd data-testid="payment-price">
              {t(`signup.payment.pricePer.${choice.interval}`, { price: formatMoney(price.amountMinor, price.currency, i18n.language) })}
            </dd>
          </dl>
          <p>{t('signup.payment.cancelAnytime')}</p>
          {checkout.isError ? (
            <p className="notice notice--error" role="alert" data-testid="payment-error">
              {apiErrorMessage(checkout.error)}
            </p>
          ) : null}
          <div className="form__row">
            <button
              type="button"
              className="button"
              onClick={() => void pay()}
              disabled={checkout.isPending || checkout.isSuccess}
              data-testid="pay-button"
            >
              {checkout.isPending || checkout.isSuccess ? t('signup.payment.opening') : t('signup.payment.pay')}
            </button>
            <Link to={signupHref(SIGNUP_STEPS.MEMBERSHIP_TYPE, choice)}>{t('signup.payment.changePlan')}</Link>
          </div>
          <p className="field__hint">{t('signup.payment.secureNote')}</p>
        </>
      )}
      <p>
        <Link to={afterPayment} data-testid="continue-free">
          {t('signup.payment.continueFree')}
        </Link>
      </p>
    </div>
  );
}
