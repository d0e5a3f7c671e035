import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/format-date';
import { useSetEmployerTrust } from '../api/employer-trust';

export interface EmployerTrustState {
  trusted?: boolean;
  trustedReason?: string | null;
  trustedAt?: string | null;
  approvedJobs?: number;
}

/** The admin employer page's trust card: whether the employer's jobs skip the queue, why, and the switch. */
export function EmployerTrustPanel({ employerId, state }: { employerId: number; state: EmployerTrustState }) {
  const { t, i18n } = useTranslation();
  const setTrust = useSetEmployerTrust();
  const trusted = state.trusted === true;
  const toggle = async () => {
    try {
      await setTrust.mutateAsync({ employerId, trusted: !trusted });
      notifySuccess(trusted ? t('moderation.trust.removed') : t('moderation.trust.made'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };
  return (
    <section className="admin-card" data-testid="employer-trust">
      <h2>{t('moderation.trust.title')}</h2>
      <p>
        <span className={`badge ${trusted ? 'badge--success' : 'badge--warning'}`} data-testid="employer-trust-state">
          {trusted ? t('moderation.trust.trusted') : t('moderation.trust.notTrusted')}
        </span>{' '}
        {trusted && state.trustedAt ? t('moderation.trust.since', { when: formatDate(state.trustedAt, i18n.language) }) : null}
        {trusted && state.trustedReason ? ` (${t(`moderation.trust.reasons.${state.trustedReason}`, { defaultValue: state.trustedReason })})` : null}
      </p>
      <p className="admin-hint">
        {t('moderation.trust.approvedJobs', { count: state.approvedJobs ?? 0 })} · {t('moderation.trust.lead')}
      </p>
      <div>
        <button type="button" className={`button${trusted ? ' button--ghost' : ''}`} disabled={setTrust.isPending} onClick={() => void toggle()} data-testid="employer-trust-toggle">
          {trusted ? t('moderation.trust.remove') : t('moderation.trust.make')}
        </button>
      </div>
    </section>
  );
}
