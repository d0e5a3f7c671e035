import { Link, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { RequireSession } from '../../../app/layouts/area/RequireSession';
import { useSession } from '../../../app/session/session-context';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/api-errors';
import { useRetrySubscriptionPayment } from '../api/checkout';
import { useSubscription } from '../api/subscriptions';
import { CheckoutFeedback } from '../components/CheckoutFeedback';
import { membershipName } from '../components/PlanLabel';
import { StatusBadge } from '../components/StatusBadge';
import { audienceFor } from '../lib/audience';
import { goToCheckout } from '../lib/go-to-checkout';
import { useFormatDate } from '../../../lib/format-date';
import { useFormatMoney } from '../../../lib/format-money';
import '../memberships.css';

/** `/retry-payment/:subscriptionId` (the link of the payment-failed email): pays an unpaid subscription again. */
export function RetryPaymentPage() {
  // Public layout, but the subscription is the account's own: without a session, log in and come back here.
  return (
    <RequireSession>
      <RetryPayment />
    </RequireSession>
  );
}

function RetryPayment() {
  const { t } = useTranslation();
  const { subscriptionId } = useParams();
  const id = Number(subscriptionId);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending, isError, error } = useSubscription(valid ? id : 0);
  const retry = useRetrySubscriptionPayment();
  const money = useFormatMoney();
  const date = useFormatDate();
  const { pathname } = useLocation();
  const session = useSession();
  const plansHref = audienceFor(pathname, session.roles) === 'employer' ? ROUTES.employerUpgrade : ROUTES.candidateUpgrade;

  let body;
  if (!valid || (isError && apiErrorStatus(error) === 404)) {
    body = <p className="notice notice--error" role="alert">{t('billing.retry.notFound')}</p>;
  } else if (isPending) {
    body = <p role="status">{t('common.loading')}</p>;
  } else if (isError) {
    body = <p className="notice notice--error" role="alert">{apiErrorMessage(error)}</p>;
  } else {
    const amount = money(data.amountMinor, data.currency);
    const payable = data.canRetry;
    const busy = retry.isPending || retry.isSuccess;
    body = (
      <>
        <dl className="billing-summary">
          <dt>{t('billing.retry.plan')}</dt>
          <dd>
            {membershipName(t, data.membership)} · {t(`billing.interval.${data.interval}`)}
          </dd>
          <dt>{t('billing.retry.amount')}</dt>
          <dd>{amount}</dd>
          <dt>{t('billing.retry.status')}</dt>
          <dd>
            <StatusBadge kind="subscription" status={data.status} />
          </dd>
          {data.currentPeriodEnd ? (
            <>
              <dt>{t('billing.retry.periodEnd')}</dt>
              <dd>{date(data.currentPeriodEnd)}</dd>
            </>
          ) : null}
        </dl>
        {payable && data.lastFailureMessage ? (
          <p className="notice notice--error" data-testid="retry-last-failure">
            {t('billing.retry.lastFailure', { message: data.lastFailureMessage })}
          </p>
        ) : null}
        {data.status === 'active' ? (
          <div className="notice" data-testid="retry-already-paid">
            <p>{t('billing.retry.paid')}</p>
            <Link className="button" to={ROUTES.dashboard}>
              {t('billing.toDashboard')}
            </Link>
          </div>
        ) : null}
        {data.status === 'cancelled' || data.status === 'expired' ? (
          <div className="notice">
            <p>{t('billing.retry.ended')}</p>
            <Link className="button" to={plansHref}>
              {t('billing.retry.choosePlan')}
            </Link>
          </div>
        ) : null}
        {payable ? (
          <>
            <CheckoutFeedback checkout={retry} />
            <div className="billing-actions">
              <button
                type="button"
                className="button button--large"
                data-testid="retry-pay-button"
                disabled={busy}
                onClick={() => retry.mutate(data.id, { onSuccess: (started) => goToCheckout(started.checkoutUrl) })}
              >
                {t('billing.retry.pay', { amount })}
              </button>
            </div>
          </>
        ) : null}
      </>
    );
  }

  return (
    <section className="billing-page" data-testid="retry-payment-page">
      <h1>{t('billing.retry.title')}</h1>
      {body}
    </section>
  );
}
