import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROUTES, retryPaymentHref } from '@fj/shared';
import { RequireSession } from '../../../app/layouts/area/RequireSession';
import { apiErrorMessage } from '../../../lib/api-errors';
import { usePaymentUntilSettled } from '../api/payments';
import { PAYMENT_AFFECTED_KEYS } from '../api/query-keys';
import type { Payment } from '../api/types';
import { OrderLines } from '../components/OrderLines';
import { safeNextPath } from '../lib/safe-next';
import { useFormatMoney } from '../../../lib/format-money';
import '../memberships.css';

/**
 * `/thank-you?payment=<id>&next=<path>`: where the provider sends the customer back. Access is granted by the
 * webhook, not by this visit, so the page asks the API until the payment is settled and says what happened.
 */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('payment'));
  if (!params.get('payment')) return <PlainThankYou />;
  return (
    <RequireSession>
      <PaymentOutcome id={Number.isInteger(id) && id > 0 ? id : 0} next={safeNextPath(params.get('next'))} />
    </RequireSession>
  );
}

function PlainThankYou() {
  const { t } = useTranslation();
  return (
    <section className="billing-page" data-testid="thank-you-page">
      <h1>{t('billing.thankYou.plainTitle')}</h1>
      <p>{t('billing.thankYou.plainLead')}</p>
      <p>
        <Link className="button" to={ROUTES.home}>
          {t('billing.thankYou.home')}
        </Link>
      </p>
    </section>
  );
}

function tryAgainHref(payment: Payment): string {
  if (payment.purpose === 'subscription' && payment.subscriptionId) return retryPaymentHref(payment.subscriptionId);
  if (payment.purpose === 'order') return ROUTES.cart;
  if (payment.purpose === 'credit_package') return ROUTES.employerAddCredits;
  return ROUTES.dashboard;
}

function PaymentOutcome({ id, next }: { id: number; next: string | null }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const queryClient = useQueryClient();
  const { data, isError, error } = usePaymentUntilSettled(id);
  const refreshed = useRef(false);
  const status = data?.status;

  // The membership, credit balances and basket changed: the header and dashboards must not show the old ones.
  useEffect(() => {
    if (status !== 'succeeded' || refreshed.current) return;
    refreshed.current = true;
    for (const queryKey of PAYMENT_AFFECTED_KEYS) void queryClient.invalidateQueries({ queryKey });
  }, [status, queryClient]);

  let body;
  if (id === 0 || isError) {
    body = (
      <>
        <p className="notice notice--error" role="alert">
          {id === 0 ? t('billing.thankYou.unknownPayment') : apiErrorMessage(error, t('billing.thankYou.loadError'))}
        </p>
        <Link className="button" to={ROUTES.dashboard}>
          {t('billing.toDashboard')}
        </Link>
      </>
    );
  } else if (!data || data.status === 'pending') {
    body = (
      <p role="status" data-testid="thank-you-status" data-status="pending">
        <span className="spinner" aria-hidden="true" />
        {t('billing.thankYou.confirming')}
      </p>
    );
  } else if (data.status === 'succeeded') {
    body = (
      <>
        <p className="notice" role="status" data-testid="thank-you-status" data-status="succeeded">
          {t('billing.thankYou.received')}
        </p>
        <dl className="billing-summary">
          <dt>{t('billing.thankYou.description')}</dt>
          <dd>
            {data.description}
            <OrderLines lines={data.lines} currency={data.currency} />
          </dd>
          <dt>{t('billing.thankYou.amount')}</dt>
          <dd>{money(data.amountMinor, data.currency)}</dd>
          {data.receiptNumber ? (
            <>
              <dt>{t('billing.thankYou.receipt')}</dt>
              <dd data-testid="thank-you-receipt">{data.receiptNumber}</dd>
            </>
          ) : null}
        </dl>
        <p>
          <Link className="button button--large" to={next ?? ROUTES.dashboard} data-testid="thank-you-continue">
            {next ? t('billing.thankYou.continue') : t('billing.toDashboard')}
          </Link>
        </p>
      </>
    );
  } else {
    body = (
      <>
        <div className="notice notice--error" role="alert" data-testid="thank-you-status" data-status={data.status}>
          <p>{data.status === 'cancelled' ? t('billing.thankYou.cancelled') : t('billing.thankYou.failed')}</p>
          {data.failureMessage ? <p>{data.failureMessage}</p> : null}
        </div>
        <p>
          <Link className="button" to={tryAgainHref(data)} data-testid="thank-you-try-again">
            {t('billing.tryAgain')}
          </Link>
        </p>
      </>
    );
  }

  return (
    <section className="billing-page" data-testid="thank-you-page">
      <h1>{t('billing.thankYou.title')}</h1>
      {body}
    </section>
  );
}
