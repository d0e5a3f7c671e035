import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackgroundCheckDto } from '@fj/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useDeleteBackgroundCheck } from '../api/delete-background-check';
import { CertificateButton } from './CertificateButton';
import { CheckFacts } from './CheckFacts';
import { CheckStatusBadge } from './CheckStatusBadge';

/** The candidate's checks, the latest expiry first, each with its state, dates, certificate and Delete. */
export function CheckList({ checks }: { checks: BackgroundCheckDto[] }) {
  const { t } = useTranslation();
  const remove = useDeleteBackgroundCheck();
  const [deleting, setDeleting] = useState<BackgroundCheckDto | null>(null);
  if (checks.length === 0) return <EmptyState illustration="document" title={t('safeguarding.list.emptyTitle')} body={t('safeguarding.list.emptyBody')} compact />;
  const confirm = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('safeguarding.list.deleted'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setDeleting(null);
    }
  };
  return (
    <>
      <ul className="safeguarding-checks" data-testid="check-list">
        {checks.map((check) => (
          <li key={check.id} className="card safeguarding-check" data-testid="check-item">
            <div className="safeguarding-check__head">
              <strong>{t(`safeguarding.types.${check.checkType}`)}</strong>
              <CheckStatusBadge check={check} />
            </div>
            <CheckFacts check={check} />
            {check.status === 'rejected' && check.rejectionReason ? (
              <p className="notice notice--error" data-testid="check-rejection">
                {t('safeguarding.list.rejectedBecause')} <bdi data-i18n-skip="">{check.rejectionReason}</bdi>
              </p>
            ) : null}
            {check.status === 'pending' ? <p className="field__hint">{t('safeguarding.list.pendingHint')}</p> : null}
            <div className="safeguarding-check__actions">
              <CertificateButton mediaId={check.certificateMediaId} name={check.certificateName} />
              <button type="button" className="button button--ghost button--small" onClick={() => setDeleting(check)} data-testid="check-delete">
                {t('safeguarding.list.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        message={t('safeguarding.list.confirmDelete')}
        confirmLabel={t('safeguarding.list.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
