import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { candidateContractAdviceHref, type ContractAdviceRequestDto } from '@fj/shared';
import { EmptyState } from '../../../components/EmptyState';
import { formatDateTime } from '../../../lib/format-date';
import { StatusBadge } from './StatusBadge';

/** The member's requests, newest first: the contract, status and when the answer is due. */
export function RequestList({ requests }: { requests: readonly ContractAdviceRequestDto[] }) {
  const { t, i18n } = useTranslation();
  if (requests.length === 0) return <EmptyState illustration="document" title={t('contractAdvice.list.emptyTitle')} body={t('contractAdvice.list.emptyBody')} compact data-testid="advice-empty" />;
  return (
    <ul className="advice-list" data-testid="advice-list">
      {requests.map((request) => (
        <li key={request.id} className={`advice-list__item${request.overdue ? ' advice-list__item--overdue' : ''}`} data-testid="advice-request">
          <Link to={candidateContractAdviceHref(request.id)} className="advice-list__link">
            <span className="advice-list__title" dir="auto" data-i18n-skip="">
              {request.contract?.title ?? t('contractAdvice.list.request', { id: request.id })}
            </span>
            <StatusBadge status={request.status} overdue={request.overdue} />
            <span className="advice-list__meta">
              {t('contractAdvice.list.submitted', { when: formatDateTime(request.submitted, i18n.language) })}
              {' · '}
              {request.status === 'open' || request.status === 'in_review'
                ? t('contractAdvice.list.due', { when: formatDateTime(request.due, i18n.language) })
                : t(`contractAdvice.status.${request.status}`)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
