import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/PageLoading';
import { formatDate } from '../../../lib/format-date';
import { useOwnRequests } from '../api/requests';
import { NewRequestForm } from '../components/NewRequestForm';
import { RequestList } from '../components/RequestList';
import { UpgradeForContractAdvice } from '../components/UpgradeForContractAdvice';
import '../contract-advice.css';

/**
 * `/candidate/contract-advice` (UNLIMITED): the member's requests with their status and due time, what is left this
 * month, and the new-request form. Below the tier: what the service is and the Upgrade link, with any earlier
 * requests still listed (their data stays after a downgrade).
 */
export function ContractAdvicePage() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, refetch } = useOwnRequests();
  const [refused, setRefused] = useState<string | null>(null);

  let body;
  if (isPending) body = <PageLoading />;
  else if (isError || !data)
    body = (
      <div className="notice notice--error" role="alert">
        <p>{t('contractAdvice.loadError')}</p>
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  else {
    const { allowance } = data;
    const resets = formatDate(allowance.resetsOn, i18n.language);
    const showList = allowance.included || data.total > 0;
    body = (
      <div className={`advice-layout${showList ? '' : ' advice-layout--single'}`}>
        <div className="advice-layout__main">
          {refused !== null || !allowance.included ? (
            <UpgradeForContractAdvice refused={refused ?? undefined} />
          ) : (
            <>
              <p className="advice-allowance" data-testid="advice-allowance">
                {allowance.remaining > 0
                  ? t('contractAdvice.allowance.left', { remaining: allowance.remaining, limit: allowance.limit, date: resets })
                  : t('contractAdvice.allowance.none', { limit: allowance.limit, date: resets })}
              </p>
              {allowance.remaining > 0 ? <NewRequestForm onPaymentRequired={setRefused} /> : null}
            </>
          )}
        </div>
        {/* Below the tier with nothing sent, an empty list would only distract from what the service is. */}
        {showList ? (
          <section className="advice-layout__side" aria-labelledby="advice-list-title">
            <h2 id="advice-list-title">{t('contractAdvice.list.title')}</h2>
            <RequestList requests={data.data} />
          </section>
        ) : null}
      </div>
    );
  }

  return (
    <section className="area-page contract-advice-page" data-testid="contract-advice-page">
      <header className="area-page__header">
        <h1>{t('contractAdvice.title')}</h1>
      </header>
      <p className="lead">{t('contractAdvice.lead')}</p>
      {body}
    </section>
  );
}
