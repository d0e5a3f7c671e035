import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { PageLoading } from '../../../components/PageLoading';
import { apiErrorStatus } from '../../../lib/api-errors';
import { ThreadView } from '../../messages';
import { useOwnRequest } from '../api/requests';
import { RequestDetails } from '../components/RequestDetails';
import '../contract-advice.css';

/** `/candidate/contract-advice/:id`: one of the member's requests and the conversation with the advisers. */
export function ContractAdviceRequestPage() {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const id = param && /^\d+$/.test(param) ? Number(param) : 0;
  const { data, isPending, isError, error } = useOwnRequest(id);

  let body;
  if (!id || (isError && apiErrorStatus(error) === 404)) body = <p className="notice" data-testid="advice-not-found">{t('contractAdvice.notFound')}</p>;
  else if (isPending) body = <PageLoading />;
  else if (isError || !data) body = <p className="notice notice--error" role="alert">{t('contractAdvice.loadError')}</p>;
  else
    body = (
      <div className="advice-layout">
        <div className="advice-layout__main">
          <RequestDetails request={data} />
        </div>
        <section className="advice-layout__side advice-conversation" aria-label={t('contractAdvice.detail.conversation')}>
          {data.threadId ? <ThreadView threadId={data.threadId} compact /> : null}
        </section>
      </div>
    );

  return (
    <section className="area-page contract-advice-page" data-testid="contract-advice-request-page">
      <header className="area-page__header">
        <h1>{data?.contract?.title ?? t('contractAdvice.detail.title')}</h1>
        <Link className="button button--ghost" to={ROUTES.candidateContractAdvice}>
          {t('contractAdvice.backToList')}
        </Link>
      </header>
      {body}
    </section>
  );
}
