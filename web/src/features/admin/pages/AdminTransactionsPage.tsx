import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/Pager';
import { Table, type TableColumn } from '../../../components/Table';
import { notifyError } from '../../../components/toasts';
import { genericErrorMessage } from '../../../lib/api-errors';
import { useFormatDate } from '../../../lib/format-date';
import { useFormatMoney } from '../../../lib/format-money';
import { saveBlob } from '../../../lib/save-blob';
import { apiClient } from '../../../lib/api-client';
import { paymentReceiptPath } from '@fj/shared';
import { ADMIN_PAGE_SIZE, fetchTransactionsCsv, useAdminTransactions } from '../api/admin-api';
import type { TransactionRow } from '../api/types';
import { useListParams } from '../components/ListControls';
import { RequirePermission } from '../components/RequirePermission';
import { adminUserHref } from '../paths';
import '../admin.css';

const FILTERS = ['q', 'status', 'purpose', 'provider', 'plan', 'user_id', 'from', 'to', 'sort'] as const;

/** Transactions: every payment with filters, receipts and a streamed CSV export of the filtered list. */
export function AdminTransactionsPage() {
  return (
    <RequirePermission administratorOnly>
      <Transactions />
    </RequirePermission>
  );
}

function Transactions() {
  const { t } = useTranslation();
  const date = useFormatDate();
  const money = useFormatMoney();
  const { page, values, update } = useListParams(FILTERS);
  const [search, setSearch] = useState(values.q);
  const [exporting, setExporting] = useState(false);
  const { data, isPending } = useAdminTransactions({ ...values, offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE });
  const submit = (event: FormEvent) => { event.preventDefault(); update({ q: search.trim() }); };
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await fetchTransactionsCsv(values), `transactions-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      notifyError(genericErrorMessage());
    } finally {
      setExporting(false);
    }
  };
  const receipt = async (row: TransactionRow) => {
    try {
      const { data: blob } = await apiClient.get<Blob>(paymentReceiptPath(row.id), { responseType: 'blob', headers: { Accept: 'application/pdf' } });
      saveBlob(blob, `receipt-${row.receipt_number ?? row.id}.pdf`);
    } catch {
      notifyError(genericErrorMessage());
    }
  };
  const columns: TableColumn<TransactionRow>[] = [
    { key: 'date', header: t('admin.columns.date'), cell: (row) => date(row.paid_at ?? row.created_at) },
    { key: 'user', header: t('admin.columns.user'), cell: (row) => <Link to={adminUserHref(row.user_id)} data-i18n-skip="" dir="auto">{row.display_name}</Link> },
    { key: 'purpose', header: t('admin.columns.purpose'), cell: (row) => t(`admin.purpose.${row.purpose}`) },
    { key: 'plan', header: t('admin.columns.plan'), cell: (row) => <span data-i18n-skip="">{row.plan_code ?? row.package_code ?? (row.order_id ? `#${row.order_id}` : '')}</span> },
    { key: 'amount', header: t('admin.columns.amount'), cell: (row) => money(row.amount_minor, row.currency) },
    { key: 'status', header: t('admin.columns.status'), cell: (row) => t(`billing.status.payment.${row.status}`) },
    { key: 'provider', header: t('admin.columns.provider'), cell: (row) => <span data-i18n-skip="">{row.provider}</span> },
    { key: 'receipt', header: t('admin.columns.receipt'), cell: (row) => (row.status === 'succeeded' && row.receipt_number ? <button type="button" className="button button--link" onClick={() => void receipt(row)}>{row.receipt_number}</button> : '') },
  ];
  return (
    <section className="admin-page" data-testid="admin-transactions">
      <header className="admin-page__header">
        <h1>{t('admin.transactions.title')}</h1>
        <button type="button" className="button" onClick={() => void exportCsv()} disabled={exporting} data-testid="admin-export-csv">{exporting ? t('common.loading') : t('admin.transactions.export')}</button>
      </header>
      <form className="admin-filters" onSubmit={submit} role="search">
        <label>{t('admin.transactions.search')}<input type="search" value={search} maxLength={120} onChange={(event) => setSearch(event.target.value)} /></label>
        <label>
          {t('admin.columns.status')}
          <select value={values.status} onChange={(event) => update({ status: event.target.value })}>
            <option value="">{t('admin.filters.all')}</option>
            {['succeeded', 'pending', 'failed', 'cancelled'].map((status) => <option key={status} value={status}>{t(`billing.status.payment.${status}`)}</option>)}
          </select>
        </label>
        <label>
          {t('admin.columns.purpose')}
          <select value={values.purpose} onChange={(event) => update({ purpose: event.target.value })}>
            <option value="">{t('admin.filters.all')}</option>
            {['subscription', 'credit_package', 'order'].map((purpose) => <option key={purpose} value={purpose}>{t(`admin.purpose.${purpose}`)}</option>)}
          </select>
        </label>
        <label>
          {t('admin.columns.provider')}
          <select value={values.provider} onChange={(event) => update({ provider: event.target.value })}>
            <option value="">{t('admin.filters.all')}</option>
            <option value="sandbox">sandbox</option>
            <option value="stripe">Stripe</option>
          </select>
        </label>
        <label>{t('admin.filters.from')}<input type="date" value={values.from} onChange={(event) => update({ from: event.target.value })} /></label>
        <label>{t('admin.filters.to')}<input type="date" value={values.to} onChange={(event) => update({ to: event.target.value })} /></label>
        <button type="submit" className="button">{t('admin.filters.apply')}</button>
      </form>
      <p className="admin-count" aria-live="polite">{data ? t('admin.filters.found', { count: data.total }) : ''}</p>
      <Table columns={columns} rows={data?.data} loading={isPending} rowKey={(row) => row.id} caption={t('admin.transactions.title')} captionHidden rowTestId="admin-transaction-row" />
      <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={data?.total ?? 0} onPage={(next) => update({ page: next })} showTotal />
    </section>
  );
}
