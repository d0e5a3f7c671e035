import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/Pager';
import { Table, type TableColumn } from '../../../components/Table';
import { notifyError } from '../../../components/toasts';
import { apiErrorMessage, genericErrorMessage } from '../../../lib/api-errors';
import { saveBlob } from '../../../lib/save-blob';
import { fetchReceipt, usePayments } from '../api/payments';
import { useSubscriptions } from '../api/subscriptions';
import { enumLabel } from '../../../lib/enum-labels';
import type { Payment } from '../api/types';
import { LoadState } from '../components/LoadState';
import { OrderLines } from '../components/OrderLines';
import { StatusBadge } from '../components/StatusBadge';
import { useFormatDate } from '../../../lib/format-date';
import { useFormatMoney } from '../../../lib/format-money';
import '../memberships.css';

const PAGE_SIZE = 10;
/** Subscriptions read to describe subscription payments (an account holds a handful). */
const SUBSCRIPTIONS_LOOKUP = 50;

/** `/candidate/payments` and `/employer/payments`: one screen, the caller's own payments, with PDF receipts. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, error, refetch } = usePayments(page, PAGE_SIZE);
  const [downloading, setDownloading] = useState<number | null>(null);
  const money = useFormatMoney();
  const date = useFormatDate();
  // Subscription payments are described by their plan and period in the page's language (the server's text is English).
  const subscriptions = useSubscriptions(1, SUBSCRIPTIONS_LOOKUP);
  const describe = (payment: Payment) => {
    if (payment.purpose === 'order' && payment.orderId) return t('billing.payments.orderDescription', { id: payment.orderId });
    if (payment.purpose === 'credit_package' && payment.packageCode) {
      return t(`billing.packageNames.${payment.packageCode}`, { defaultValue: payment.description });
    }
    const subscription = subscriptions.data?.rows.find((row) => row.id === payment.subscriptionId);
    if (payment.purpose === 'subscription' && subscription) {
      return t('billing.payments.subscriptionDescription', {
        plan: enumLabel(t, 'membership', subscription.membership),
        interval: t(`billing.interval.${subscription.interval}`),
      });
    }
    return <span data-i18n-skip="" dir="auto">{payment.description}</span>;
  };

  const download = async (payment: Payment) => {
    setDownloading(payment.id);
    try {
      saveBlob(await fetchReceipt(payment.id), `receipt-${payment.receiptNumber ?? payment.id}.pdf`);
    } catch {
      notifyError(genericErrorMessage()); // the error body is a blob, not the envelope
    } finally {
      setDownloading(null);
    }
  };

  const columns: TableColumn<Payment>[] = [
    { key: 'date', header: t('billing.payments.date'), cell: (row) => date(row.paidAt ?? row.createdAt) },
    {
      key: 'description',
      header: t('billing.payments.description'),
      cell: (row) => (
        <>
          {describe(row)}
          <OrderLines lines={row.lines} currency={row.currency} />
        </>
      ),
    },
    { key: 'amount', header: t('billing.payments.amount'), cell: (row) => money(row.amountMinor, row.currency) },
    {
      key: 'status',
      header: t('billing.payments.status'),
      cell: (row) => (
        <>
          <StatusBadge kind="payment" status={row.status} />
          {row.status === 'failed' && row.failureMessage ? <span className="billing-note">{row.failureMessage}</span> : null}
        </>
      ),
    },
    {
      key: 'receipt',
      header: t('billing.payments.receipt'),
      cell: (row) =>
        row.status === 'succeeded' && row.receiptNumber ? (
          <span className="table__actions">
            <span>{row.receiptNumber}</span>
            <button
              type="button"
              className="button button--link"
              disabled={downloading === row.id}
              onClick={() => void download(row)}
              aria-label={t('billing.payments.downloadNamed', { number: row.receiptNumber })}
              data-testid="receipt-download"
            >
              {t('billing.payments.download')}
            </button>
          </span>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <section className="area-page billing-page" data-testid="payments-page">
      <header className="area-page__header">
        <h1>{t('billing.payments.title')}</h1>
      </header>
      <LoadState pending={isPending} failed={isError} errorMessage={apiErrorMessage(error, t('billing.loadError'))} onRetry={() => void refetch()} />
      {data && data.rows.length === 0 ? (
        <p className="notice" data-testid="payments-empty">
          {t('billing.payments.empty')}
        </p>
      ) : null}
      {data && data.rows.length > 0 ? (
        <>
          <Table columns={columns} rows={data.rows} rowKey={(row) => row.id} rowTestId="payment-row" caption={t('billing.payments.title')} captionHidden />
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
        </>
      ) : null}
    </section>
  );
}
