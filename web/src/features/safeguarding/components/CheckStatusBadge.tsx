import { useTranslation } from 'react-i18next';
import type { BackgroundCheckDto } from '@fj/shared';

/** Pending, verified (valid), expired or rejected, in words and colour. */
export function CheckStatusBadge({ check }: { check: Pick<BackgroundCheckDto, 'status' | 'expired'> }) {
  const { t } = useTranslation();
  const state = check.status === 'verified' && check.expired ? 'expired' : check.status;
  const tone = { pending: 'badge--warning', verified: 'badge--success', expired: 'badge--danger', rejected: 'badge--danger' }[state];
  return (
    <span className={`badge ${tone}`} data-testid="check-status" data-status={state}>
      {t(`safeguarding.status.${state}`)}
    </span>
  );
}
