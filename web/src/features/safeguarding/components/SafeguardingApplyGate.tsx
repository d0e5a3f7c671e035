import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { Modal } from '../../../components/Modal';
import { PageLoading } from '../../../components/PageLoading';
import { formatDate } from '../../../lib/format-date';
import { useMyBackgroundChecks } from '../api/my-background-checks';
import { safeguardingStanding } from '../lib/standing';
import '../safeguarding.css';

/**
 * Before the apply flow of a job with `safeguardingRequired`: a candidate without a verified, unexpired check is
 * told why they cannot apply yet (no check, waiting for verification, expired on a date, rejected) and where to add
 * one; with a valid check the flow (children) opens as usual. The API refuses the same way (422) if this is skipped.
 */
export function SafeguardingApplyGate({ required, jobTitle, onClose, children }: { required: boolean; jobTitle: string; onClose: () => void; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useMyBackgroundChecks(required);
  if (!required) return <>{children}</>;
  const title = t('safeguarding.apply.title', { job: jobTitle });
  if (isPending) {
    return (
      <Modal open title={title} onClose={onClose}>
        <PageLoading />
      </Modal>
    );
  }
  const standing = safeguardingStanding(data ?? []);
  if (standing.kind === 'valid') return <>{children}</>;
  const reason =
    standing.kind === 'check-expired'
      ? t('safeguarding.apply.reasons.check-expired', { date: formatDate(standing.expiresOn ?? '', i18n.language) })
      : t(`safeguarding.apply.reasons.${standing.kind}`);
  return (
    <Modal open title={title} onClose={onClose}>
      <div className="safeguarding-notice" data-testid="safeguarding-apply-notice" data-refusal={standing.kind}>
        <p>{t('safeguarding.apply.explain')}</p>
        <p className="safeguarding-notice__reason" data-testid="safeguarding-apply-reason">
          {reason}
        </p>
        <p className="field__hint">{t('safeguarding.apply.privacy')}</p>
        <div className="safeguarding-notice__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('safeguarding.apply.close')}
          </button>
          {standing.kind !== 'check-pending' ? (
            <Link className="button" to={ROUTES.candidateBackgroundChecks} data-testid="safeguarding-apply-link">
              {t('safeguarding.apply.addCheck')}
            </Link>
          ) : (
            <Link className="button" to={ROUTES.candidateBackgroundChecks} data-testid="safeguarding-apply-link">
              {t('safeguarding.apply.viewChecks')}
            </Link>
          )}
        </div>
      </div>
    </Modal>
  );
}
