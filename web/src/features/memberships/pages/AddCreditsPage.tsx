import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Table, type TableColumn } from '../../../components/Table';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useAccountSummary } from '../api/account-summary';
import { useCreditPackageCheckout } from '../api/checkout';
import { useCreditLedger } from '../api/credit-ledger';
import { useCreditPackages } from '../api/credit-packages';
import type { CreditLedgerEntry, CreditPackage } from '../api/types';
import { CheckoutFeedback } from '../components/CheckoutFeedback';
import { LoadState } from '../components/LoadState';
import { PackageCards } from '../components/PackageCards';
import { goToCheckout } from '../lib/go-to-checkout';
import { useFormatDate } from '../../../lib/format-date';
import '../memberships.css';

/** `/employer/add-credits`: balances, credit packages to buy (`?package=` preselects one) and the recent ledger. */
export function AddCreditsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const preselected = params.get('package');
  const account = useAccountSummary();
  const packages = useCreditPackages();
  const ledger = useCreditLedger();
  const checkout = useCreditPackageCheckout();
  const date = useFormatDate();
  const busy = checkout.isPending || checkout.isSuccess;

  useEffect(() => {
    if (preselected && /^[a-z0-9-]+$/i.test(preselected) && packages.data) {
      document.querySelector(`[data-testid="package-card-${preselected}"]`)?.scrollIntoView?.({ block: 'center' });
    }
  }, [preselected, packages.data]);

  const buy = (pack: CreditPackage) =>
    checkout.mutate(pack.code, { onSuccess: (started) => goToCheckout(started.checkoutUrl) });

  const packageAction = (pack: CreditPackage) => {
    const name = t(`billing.packageNames.${pack.code}`, { defaultValue: pack.title });
    return (
      <button
        type="button"
        className={`button${pack.code === preselected ? ' button--large' : ' button--ghost'}`}
        disabled={busy}
        onClick={() => buy(pack)}
        aria-label={t('billing.credits.buyNamed', { name })}
        data-testid={`package-buy-${pack.code}`}
      >
        {t('billing.packages.buy')}
      </button>
    );
  };

  const reason = (entry: CreditLedgerEntry) => t(`billing.credits.reasons.${entry.reason}`, { defaultValue: entry.reason.replace(/_/g, ' ') });
  const columns: TableColumn<CreditLedgerEntry>[] = [
    { key: 'date', header: t('billing.credits.date'), cell: (row) => date(row.createdAt) },
    {
      key: 'change',
      header: t('billing.credits.change'),
      cell: (row) => t(`billing.credits.changeOf.${row.kind}`, { change: row.delta > 0 ? `+${row.delta}` : String(row.delta) }),
    },
    { key: 'reason', header: t('billing.credits.reason'), cell: reason },
    { key: 'balance', header: t('billing.credits.balanceAfter'), cell: (row) => row.balanceAfter },
  ];

  return (
    <section className="area-page billing-page" data-testid="add-credits-page">
      <header className="area-page__header">
        <h1>{t('billing.credits.title')}</h1>
      </header>

      <h2>{t('billing.credits.balances')}</h2>
      {account.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {account.data ? (
        <dl className="billing-summary" data-testid="credit-balances">
          <dt>{t('billing.credits.standard')}</dt>
          <dd>{account.data.standardCredits}</dd>
          <dt>{t('billing.credits.premium')}</dt>
          <dd>{account.data.premiumCredits}</dd>
        </dl>
      ) : null}
      {account.isError ? <p className="notice notice--error">{t('billing.credits.balancesUnknown')}</p> : null}

      <h2>{t('billing.packages.packagesTitle')}</h2>
      <p>{t('billing.packages.packagesLead')}</p>
      <CheckoutFeedback checkout={checkout} />
      <LoadState pending={packages.isPending} failed={packages.isError} errorMessage={t('billing.packages.loadError')} />
      {packages.data ? <PackageCards packages={packages.data} selected={preselected} action={packageAction} /> : null}

      <h2>{t('billing.credits.ledgerTitle')}</h2>
      {ledger.isError ? (
        <p className="notice notice--error" role="alert">
          {apiErrorMessage(ledger.error, t('billing.loadError'))}
        </p>
      ) : (
        <Table columns={columns} rows={ledger.data} loading={ledger.isPending} rowKey={(row) => `${row.id}-${row.kind}`} />
      )}
    </section>
  );
}
