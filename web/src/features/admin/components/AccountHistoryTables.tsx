import { useTranslation } from 'react-i18next';
import { Table, type TableColumn } from '../../../components/Table';
import { useFormatMoney } from '../../../lib/format-money';
import type { UserDetail } from '../api/types';
import { useDateCell } from './DateCell';

// Left to right, so a right-to-left table shows "+2", not "2+".
const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

type LedgerRow = UserDetail['ledger'][number];
type PaymentRow = UserDetail['payments'][number];

/** An account's credits ledger, newest first (a user's page, and an organisation's owner on the employer page). */
export function LedgerTable({ rows, caption }: { rows: readonly LedgerRow[] | undefined; caption: string }) {
  const { t } = useTranslation();
  const day = useDateCell();
  const columns: TableColumn<LedgerRow>[] = [
    { key: 'date', header: t('admin.columns.date'), cell: (row) => day(row.createdAt) },
    { key: 'kind', header: t('admin.columns.kind'), cell: (row) => t(`admin.creditKind.${row.kind}`, { defaultValue: row.kind }) },
    { key: 'delta', header: t('admin.columns.change'), cell: (row) => <span dir="ltr">{signed(row.delta)}</span> },
    { key: 'balance', header: t('admin.columns.balance'), cell: (row) => row.balanceAfter },
    { key: 'reason', header: t('admin.columns.reason'), cell: (row) => t(`admin.creditReason.${row.reason}`, { defaultValue: row.reason }) },
  ];
  return <Table columns={columns} rows={rows} loading={!rows} rowKey={(row) => row.id} caption={caption} captionHidden />;
}

/** An account's payments, newest first, with the receipt number. */
export function PaymentsTable({ rows, caption }: { rows: readonly PaymentRow[] | undefined; caption: string }) {
  const { t } = useTranslation();
  const day = useDateCell();
  const money = useFormatMoney();
  const columns: TableColumn<PaymentRow>[] = [
    { key: 'date', header: t('admin.columns.date'), cell: (row) => day(row.paidAt ?? row.createdAt) },
    { key: 'purpose', header: t('admin.columns.purpose'), cell: (row) => t(`admin.purpose.${row.purpose}`) },
    { key: 'amount', header: t('admin.columns.amount'), cell: (row) => money(row.amountMinor, row.currency) },
    { key: 'status', header: t('admin.columns.status'), cell: (row) => t(`billing.status.payment.${row.status}`) },
    { key: 'receipt', header: t('admin.columns.receipt'), cell: (row) => <span data-i18n-skip="">{row.receiptNumber ?? ''}</span> },
  ];
  return <Table columns={columns} rows={rows} loading={!rows} rowKey={(row) => row.id} caption={caption} captionHidden />;
}
