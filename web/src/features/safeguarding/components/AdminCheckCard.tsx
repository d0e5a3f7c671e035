import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBackgroundCheckDto } from '@fj/shared';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format-date';
import { useReviewBackgroundCheck } from '../api/review-background-check';
import { CertificateButton } from './CertificateButton';
import { CheckFacts } from './CheckFacts';
import { CheckStatusBadge } from './CheckStatusBadge';
import { ReviewRejectDialog } from './ReviewRejectDialog';

/** One check to review: the candidate, what the check says, the certificate, and Verify / Reject. */
export function AdminCheckCard({ check }: { check: AdminBackgroundCheckDto }) {
  const { t, i18n } = useTranslation();
  const review = useReviewBackgroundCheck();
  const [rejecting, setRejecting] = useState(false);
  const verify = async () => {
    try {
      await review.mutateAsync({ id: check.id, decision: 'verify' });
      notifySuccess(t('safeguarding.admin.verified'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };
  return (
    <article className="card safeguarding-check" data-testid="admin-check" data-check-id={check.id}>
      <div className="safeguarding-check__head">
        <strong>
          <bdi data-i18n-skip="">{check.candidateName}</bdi>
        </strong>
        <CheckStatusBadge check={check} />
      </div>
      <p className="safeguarding-muted">
        <bdi dir="ltr" data-i18n-skip="">
          {check.candidateEmail}
        </bdi>
      </p>
      <CheckFacts
        check={check}
        before={
          <div>
            <dt>{t('safeguarding.form.checkType')}</dt>
            <dd>{t(`safeguarding.types.${check.checkType}`)}</dd>
          </div>
        }
        after={
          <>
            <div>
              <dt>{t('safeguarding.admin.sent')}</dt>
              <dd>{formatDateTime(check.created, i18n.language)}</dd>
            </div>
            {check.reviewedAt ? (
              <div>
                <dt>{t('safeguarding.admin.reviewedAt')}</dt>
                <dd>{formatDateTime(check.reviewedAt, i18n.language)}</dd>
              </div>
            ) : null}
          </>
        }
      />
      {check.status === 'rejected' && check.rejectionReason ? (
        <p className="notice notice--error">
          {t('safeguarding.list.rejectedBecause')} <bdi data-i18n-skip="">{check.rejectionReason}</bdi>
        </p>
      ) : null}
      <div className="safeguarding-check__actions">
        <CertificateButton mediaId={check.certificateMediaId} name={check.certificateName} />
        {check.status !== 'verified' ? (
          <button type="button" className="button button--small" onClick={() => void verify()} disabled={review.isPending} data-testid="check-verify">
            {t('safeguarding.admin.verify')}
          </button>
        ) : null}
        {check.status !== 'rejected' ? (
          <button type="button" className="button button--ghost button--small" onClick={() => setRejecting(true)} data-testid="check-reject">
            {t('safeguarding.admin.reject')}
          </button>
        ) : null}
      </div>
      {rejecting ? <ReviewRejectDialog checkId={check.id} candidate={check.candidateName} onClose={() => setRejecting(false)} /> : null}
    </article>
  );
}
