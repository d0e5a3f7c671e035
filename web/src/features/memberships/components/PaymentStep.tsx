import { useTranslation } from 'react-i18next';
import { useMembershipCheckout } from '../api/checkout';
import { priceOf, type MembershipType } from '../api/membership-types';
import { goToCheckout } from '../lib/go-to-checkout';
import { useFormatMoney } from '../../../lib/format-money';
import { CheckoutFeedback } from './CheckoutFeedback';
import { membershipName } from './PlanLabel';
import type { PlanChoice } from './PlanPicker';

interface PaymentStepProps {
  choice: PlanChoice;
  types: readonly MembershipType[] | undefined;
  loading: boolean;
  onBack: () => void;
  /** SPA path the thank-you page continues to after paying. */
  next?: string;
}

/** Upgrade step PAYMENT: what will be charged, then the provider's secure page. Refusals (409, 403) show here. */
export function PaymentStep({ choice, types, loading, onBack, next }: PaymentStepProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const checkout = useMembershipCheckout();
  const price = priceOf(types, choice.membership, choice.interval);

  if (loading) return <p role="status">{t('common.loading')}</p>;
  if (!price) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('billing.upgrade.planUnavailable')}</p>
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('billing.upgrade.back')}
        </button>
      </div>
    );
  }
  const amount = money(price.amountMinor, price.currency);
  const pay = () =>
    checkout.mutate(
      { planCode: price.planCode, next },
      { onSuccess: (started) => goToCheckout(started.checkoutUrl) },
    );
  // After success the browser is leaving for the provider: keep the button disabled until it has.
  const busy = checkout.isPending || checkout.isSuccess;

  return (
    <div className="billing-page" data-testid="upgrade-payment-step">
      <h2>{t('billing.upgrade.summaryTitle')}</h2>
      <dl className="billing-summary">
        <dt>{t('billing.upgrade.plan')}</dt>
        <dd>{membershipName(t, choice.membership)}</dd>
        <dt>{t('billing.upgrade.billing')}</dt>
        <dd>{t(`billing.interval.${choice.interval}`)}</dd>
        <dt>{t('billing.upgrade.price')}</dt>
        <dd>{t(choice.interval === 'year' ? 'billing.pricing.perYear' : 'billing.pricing.perMonth', { price: amount })}</dd>
      </dl>
      <p className="notice">{t('billing.upgrade.chargeNotice', { amount })}</p>
      <CheckoutFeedback checkout={checkout} />
      <div className="billing-actions">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={busy}>
          {t('billing.upgrade.back')}
        </button>
        <button type="button" className="button button--large" data-testid="pay-button" onClick={pay} disabled={busy}>
          {t('billing.upgrade.pay')}
        </button>
      </div>
    </div>
  );
}
