import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, retryPaymentHref } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Pager } from '../../../components/Pager';
import { Table, type TableColumn } from '../../../components/Table';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { fetchBillingPortalUrl, useBillingPortalUrl, useCancelSubscription, useSubscriptions } from '../api/subscriptions';
import type { Subscription } from '../api/types';
import { LoadState } from '../components/LoadState';
import { membershipName } from '../components/PlanLabel';
import { StatusBadge } from '../components/StatusBadge';
import { audienceFor } from '../lib/audience';
import { goToCheckout } from '../lib/go-to-checkout';
import { useFormatDate } from '../../../lib/format-date';
import { useFormatMoney } from '../../../lib/format-money';
import '../memberships.css';

const PAGE_SIZE = 10;

/** `/candidate/subscriptions`, `/employer/subscriptions`: the caller's subscriptions with cancel, pay now and billing. */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, error, refetch } = useSubscriptions(page, PAGE_SIZE);
  const cancel = useCancelSubscription();
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const money = useFormatMoney();
  const date = useFormatDate();
  const hasLive = !!data?.rows.some((row) => row.status === 'active' || row.status === 'past_due');
  const portal = useBillingPortalUrl(hasLive);
  // The sandbox has no portal of its own and answers with this very page: no point linking to it.
  const portalUrl = portal.data && new URL(portal.data, window.location.origin).pathname.replace(/\/$/, '') !== pathname.replace(/\/$/, '') ? portal.data : null;
  const upgradeHref = audienceFor(pathname, session.roles) === 'employer' ? ROUTES.employerUpgrade : ROUTES.candidateUpgrade;

  // Portal sessions are short-lived: the button asks for a fresh one when it is used.
  const [openingPortal, setOpeningPortal] = useState(false);
  const openPortal = async () => {
    setOpeningPortal(true);
    try {
      const url = await fetchBillingPortalUrl();
      if (url) goToCheckout(url);
      else setOpeningPortal(false);
    } catch (error) {
      notifyError(apiErrorMessage(error));
      setOpeningPortal(false);
    }
  };

  const confirmCancel = async () => {
    if (!cancelling) return;
    const paid = cancelling.status !== 'incomplete';
    try {
      await cancel.mutateAsync(cancelling.id);
      notifySuccess(paid && cancelling.currentPeriodEnd ? t('billing.subscriptions.cancelledUntil', { date: date(cancelling.currentPeriodEnd) }) : t('billing.subscriptions.cancelledNow'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setCancelling(null);
    }
  };

  const columns: TableColumn<Subscription>[] = [
    {
      key: 'plan',
      header: t('billing.subscriptions.plan'),
      cell: (row) => (
        <>
          {membershipName(t, row.membership)}
          <span className="billing-note">{t(`billing.interval.${row.interval}`)}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('billing.subscriptions.status'),
      cell: (row) => (
        <>
          <StatusBadge kind="subscription" status={row.status} />
          {row.cancelAtPeriodEnd && row.status === 'active' ? <span className="billing-note">{t('billing.subscriptions.endsOn', { date: date(row.currentPeriodEnd) })}</span> : null}
        </>
      ),
    },
    {
      key: 'period',
      header: t('billing.subscriptions.period'),
      cell: (row) => (row.currentPeriodStart && row.currentPeriodEnd ? t('billing.subscriptions.periodRange', { start: date(row.currentPeriodStart), end: date(row.currentPeriodEnd) }) : '—'),
    },
    {
      key: 'amount',
      header: t('billing.subscriptions.amount'),
      cell: (row) => t(row.interval === 'year' ? 'billing.pricing.perYear' : 'billing.pricing.perMonth', { price: money(row.amountMinor, row.currency) }),
    },
    {
      key: 'actions',
      header: t('billing.subscriptions.actions'),
      cell: (row) => (
        <span className="table__actions">
          {row.canRetry ? (
            <Link className="button" to={retryPaymentHref(row.id)} data-testid="subscription-pay-now">
              {t('billing.subscriptions.payNow')}
            </Link>
          ) : null}
          {row.canCancel ? (
            <button type="button" className="button button--link" onClick={() => setCancelling(row)} data-testid="subscription-cancel">
              {t('billing.subscriptions.cancel')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];

  const cancelMessage =
    cancelling && cancelling.status !== 'incomplete' && cancelling.currentPeriodEnd
      ? t('billing.subscriptions.confirmCancel', { name: membershipName(t, cancelling.membership), date: date(cancelling.currentPeriodEnd) })
      : t('billing.subscriptions.confirmCancelUnpaid');

  return (
    <section className="area-page billing-page" data-testid="subscriptions-page">
      <header className="area-page__header">
        <h1>{t('billing.subscriptions.title')}</h1>
        {portalUrl ? (
          <button type="button" className="button button--ghost" onClick={() => void openPortal()} disabled={openingPortal} data-testid="manage-billing">
            {t('billing.subscriptions.manageBilling')}
          </button>
        ) : null}
      </header>
      <LoadState pending={isPending} failed={isError} errorMessage={apiErrorMessage(error, t('billing.loadError'))} onRetry={() => void refetch()} />
      {data && data.rows.length === 0 ? (
        <div className="notice" data-testid="subscriptions-empty">
          <p>{t('billing.subscriptions.empty')}</p>
          <Link className="button" to={upgradeHref}>
            {t('billing.subscriptions.seePlans')}
          </Link>
        </div>
      ) : null}
      {data && data.rows.length > 0 ? (
        <>
          <Table columns={columns} rows={data.rows} rowKey={(row) => row.id} rowTestId="subscription-row" caption={t('billing.subscriptions.title')} captionHidden />
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
        </>
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        message={cancelMessage}
        confirmLabel={t('billing.subscriptions.confirmCancelYes')}
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      />
    </section>
  );
}
