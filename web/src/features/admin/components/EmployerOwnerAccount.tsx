import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { useAdminUser } from '../api/admin-api';
import { LedgerTable, PaymentsTable } from './AccountHistoryTables';

/**
 * Credits and payments belong to the owner's account (team members spend the owner's credits), so the
 * organisation's ledger and payments are the owner's: the newest rows here, every payment on the transactions screen.
 */
export function EmployerOwnerAccount({ ownerId }: { ownerId: number }) {
  const { t } = useTranslation();
  const { data, isError } = useAdminUser(ownerId);
  if (isError) return <p role="alert">{t('admin.loadError')}</p>;
  return (
    <>
      <section className="admin-history" aria-labelledby="admin-employer-ledger">
        <h2 id="admin-employer-ledger">{t('admin.employer.ledger')}</h2>
        <p className="admin-hint">{t('admin.employer.ledgerHint')}</p>
        <LedgerTable rows={data?.ledger} caption={t('admin.employer.ledger')} />
      </section>
      <section className="admin-history" aria-labelledby="admin-employer-payments">
        <div className="admin-page__header">
          <h2 id="admin-employer-payments">{t('admin.employer.payments')}</h2>
          <Link to={`${ROUTES.adminTransactions}?user_id=${ownerId}`}>{t('admin.employer.allPayments')}</Link>
        </div>
        <PaymentsTable rows={data?.payments} caption={t('admin.employer.payments')} />
      </section>
    </>
  );
}
