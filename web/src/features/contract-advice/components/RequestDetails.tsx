import { useTranslation } from 'react-i18next';
import type { ContractAdviceDetailDto } from '@fj/shared';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { ContractDownload } from './ContractDownload';
import { StatusBadge } from './StatusBadge';

/** What a request asks and where it stands: status, due time, deadline, the contract, the questions and the history. */
export function RequestDetails({ request, showMember = false }: { request: ContractAdviceDetailDto; showMember?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="advice-panel" data-testid="advice-details">
      <div className="advice-panel__head">
        <StatusBadge status={request.status} overdue={request.overdue} />
      </div>
      <dl className="advice-facts">
        {showMember ? (
          <div>
            <dt>{t('contractAdvice.detail.member')}</dt>
            <dd dir="auto" data-i18n-skip="">
              {request.member.name}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('contractAdvice.detail.submitted')}</dt>
          <dd>{formatDateTime(request.submitted, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('contractAdvice.detail.due')}</dt>
          <dd className={request.overdue ? 'advice-facts__late' : undefined}>{formatDateTime(request.due, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('contractAdvice.detail.deadline')}</dt>
          <dd>{formatDate(request.deadline, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('contractAdvice.detail.adviser')}</dt>
          <dd dir="auto" data-i18n-skip="">
            {request.adviser?.name ?? t('contractAdvice.detail.notAssigned')}
          </dd>
        </div>
      </dl>
      <h2 className="advice-panel__title">{t('contractAdvice.detail.contract')}</h2>
      <ContractDownload requestId={request.id} contract={request.contract} />
      <h2 className="advice-panel__title">{t('contractAdvice.detail.questions')}</h2>
      <p className="advice-questions" dir="auto" data-i18n-skip="" data-testid="advice-questions">
        {request.questions}
      </p>
      <h2 className="advice-panel__title">{t('contractAdvice.detail.history')}</h2>
      <ol className="advice-history" data-testid="advice-history">
        {request.history.map((entry, index) => (
          <li key={index}>
            <StatusBadge status={entry.status} />{' '}
            <span>{formatDateTime(entry.at, i18n.language)}</span>
            {entry.by ? (
              <>
                {' · '}
                <span dir="auto" data-i18n-skip="">
                  {entry.by.name}
                </span>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
