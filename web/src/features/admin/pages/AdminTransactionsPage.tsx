import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../components/Table';
import { notifyError } from '../../../components/toasts';
import { genericErrorMessage } from '../../../lib/api-errors';
import { useFormatMoney } from '../../../lib/format-money';
import { saveBlob } from '../../../lib/save-blob';
import { apiClient } from '../../../lib/api-client';
import { paymentReceiptPath } from '@fj/shared';
import { fetchTransactionsCsv, useAdminTransactions } from '../api/admin-api';
import type { TransactionRow } from '../api/types';
import { FilterSelect } from '../components/FilterSelect';
import { translatedOptions } from '../components/filter-options';
import { useListParams } from '../components/ListControls';
import { usePlanLabel } from '../components/plan-label';
import { ListResults } from '../components/ListResults';
import { PeriodFilter } from '../components/PeriodFilter';
import { SearchField, useSearchDraft } from '../components/SearchField';
import { RequirePermission } from '../components/RequirePermission';
import { adminUserHref } from '../paths';
import '../admin.css';
import { useDateCell } from '../components/DateCell';

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
  const day = useDateCell();
  const money = useFormatMoney();
  const planLabel = usePlanLabel();
  const { page, values, query, update } = useListParams(FILTERS);
  const { search, setSearch, submit } = useSearchDraft(values.q, (q) => update({ q }));
  const [exporting, setExporting] = useState(false);
  const { data, isPending } = useAdminTransactions(query);
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
    { key: 'date', header: t('admin.columns.date'), cell: (row) => day(row.paid_at ?? row.created_at) },
    { key: 'user', header: t('admin.columns.user'), cell: (row) => <Link to={adminUserHref(row.user_id)} data-i18n-skip="" dir="auto">{row.display_name}</Link> },
    { key: 'purpose', header: t('admin.columns.purpose'), cell: (row) => t(`admin.purpose.${row.purpose}`) },
    { key: 'plan', header: t('admin.columns.plan'), cell: (row) => (row.plan_code ?? row.package_code ? planLabel(row.plan_code ?? row.package_code ?? '') : <span data-i18n-skip="">{row.order_id ? `#${row.order_id}` : ''}</span>) },
    { key: 'amount', header: t('admin.columns.amount'), cell: (row) => money(row.amount_minor, row.currency) },
    { key: 'status', header: t('admin.columns.status'), cell: (row) => t(`billing.status.payment.${row.status}`) },
    { key: 'provider', header: t('admin.columns.provider'), cell: (row) => t(`admin.providers.${row.provider}`, { defaultValue: row.provider }) },
    { key: 'receipt', header: t('admin.columns.receipt'), cell: (row) => (row.status === 'succeeded' && row.receipt_number ? <button type="button" className="button button--link" onClick={() => void receipt(row)}>{row.receipt_number}</button> : '') },
  ];
  return (
    <section className="admin-page admin-transactions" data-testid="admin-transactions">
      <header className="admin-page__header">
        <h1>{t('admin.transactions.title')}</h1>
        <button type="button" className="button" onClick={() => void exportCsv()} disabled={exporting} data-testid="admin-export-csv">{exporting ? t('common.loading') : t('admin.transactions.export')}</button>
      </header>
      <form className="admin-filters" onSubmit={submit} role="search">
        <SearchField label={t('admin.transactions.search')} value={search} onChange={setSearch} />
        <FilterSelect label={t('admin.columns.status')} value={values.status} onChange={(status) => update({ status })} options={translatedOptions(t, ['succeeded', 'pending', 'failed', 'cancelled'], 'billing.status.payment')} />
        <FilterSelect label={t('admin.columns.purpose')} value={values.purpose} onChange={(purpose) => update({ purpose })} options={translatedOptions(t, ['subscription', 'credit_package', 'order'], 'admin.purpose')} />
        <FilterSelect label={t('admin.columns.provider')} value={values.provider} onChange={(provider) => update({ provider })} options={translatedOptions(t, ['sandbox', 'stripe'], 'admin.providers')} />
        <PeriodFilter from={values.from} to={values.to} onChange={update} />
        <button type="submit" className="button">{t('admin.filters.apply')}</button>
      </form>
      <ListResults data={data} loading={isPending} columns={columns} caption={t('admin.transactions.title')} rowTestId="admin-transaction-row" page={page} onPage={(next) => update({ page: next })} />
    </section>
  );
}
