import { useTranslation } from 'react-i18next';
import type { ContractAdviceStatus } from '@fj/shared';

/** A request's status, and "Overdue" beside it when it waits past its due time. */
export function StatusBadge({ status, overdue = false }: { status: ContractAdviceStatus; overdue?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="advice-badges">
      <span className={`advice-badge advice-badge--${status}`} data-testid="advice-status">
        {t(`contractAdvice.status.${status}`)}
      </span>
      {overdue ? (
        <span className="advice-badge advice-badge--overdue" data-testid="advice-overdue">
          {t('contractAdvice.overdue')}
        </span>
      ) : null}
    </span>
  );
}
