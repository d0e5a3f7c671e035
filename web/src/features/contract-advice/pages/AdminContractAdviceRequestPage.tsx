import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { PageLoading } from '../../../components/PageLoading';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/api-errors';
import { RequirePermission } from '../../admin/components/RequirePermission';
import { ThreadView } from '../../messages';
import { useAdviserRequest, useChangeStatus } from '../api/requests';
import { RequestDetails } from '../components/RequestDetails';
import { nextMove } from '../lib/status';
import '../../admin/admin.css';
import '../contract-advice.css';

/** `/admin/contract-advice/:id`: the request, its contract, the next status step, and the conversation with the member. */
export function AdminContractAdviceRequestPage() {
  return (
    <RequirePermission permission="advise_contracts">
      <AdviserRequest />
    </RequirePermission>
  );
}

function AdviserRequest() {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const id = param && /^\d+$/.test(param) ? Number(param) : 0;
  const { data, isPending, isError, error } = useAdviserRequest(id);
  const change = useChangeStatus(id);
  const move = data ? nextMove(data.status) : null;

  const apply = async () => {
    if (!move) return;
    try {
      await change.mutateAsync(move.to);
      notifySuccess(t(`contractAdvice.moved.${move.to}`));
    } catch (failure) {
      notifyError(apiErrorMessage(failure));
    }
  };

  let body;
  if (!id || (isError && apiErrorStatus(error) === 404)) body = <p className="notice" data-testid="advice-not-found">{t('contractAdvice.notFound')}</p>;
  else if (isPending) body = <PageLoading />;
  else if (isError || !data) body = <p className="notice notice--error" role="alert">{t('contractAdvice.loadError')}</p>;
  else
    body = (
      <div className="advice-layout">
        <div className="advice-layout__main">
          <div className="advice-actions" data-testid="advice-moves">
            {move ? (
              <button type="button" className="button" onClick={() => void apply()} disabled={change.isPending} data-testid={`advice-move-${move.to}`}>
                {t(move.labelKey)}
              </button>
            ) : (
              <p className="field__hint">{t('contractAdvice.move.none')}</p>
            )}
          </div>
          <RequestDetails request={data} showMember />
        </div>
        <section className="advice-layout__side advice-conversation" aria-label={t('contractAdvice.detail.conversation')}>
          {data.threadId ? <ThreadView threadId={data.threadId} compact /> : null}
        </section>
      </div>
    );

  return (
    <section className="admin-page contract-advice-page" data-testid="admin-contract-advice-request">
      <header className="area-page__header">
        <h1 dir="auto">{data?.contract?.title ?? t('contractAdvice.detail.title')}</h1>
        <Link className="button button--ghost" to={ROUTES.adminContractAdvice}>
          {t('contractAdvice.queue.back')}
        </Link>
      </header>
      {body}
    </section>
  );
}
