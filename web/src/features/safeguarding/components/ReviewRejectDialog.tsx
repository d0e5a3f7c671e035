import { useTranslation } from 'react-i18next';
import { BACKGROUND_CHECK_LIMITS } from '@fj/shared';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { useReviewBackgroundCheck } from '../api/review-background-check';

/** Rejecting a check needs a reason: it is emailed to the candidate and shown beside the check. */
export function ReviewRejectDialog({ checkId, candidate, onClose }: { checkId: number; candidate: string; onClose: () => void }) {
  const { t } = useTranslation();
  const review = useReviewBackgroundCheck();
  return (
    <ReasonDialog
      title={t('safeguarding.admin.rejectTitle', { name: `\u2068${candidate}\u2069` })}
      lead={t('safeguarding.admin.rejectLead')}
      label={t('safeguarding.admin.reason')}
      requiredMessage={t('safeguarding.admin.reasonRequired')}
      max={BACKGROUND_CHECK_LIMITS.rejectionReason}
      submitLabel={t('safeguarding.admin.reject')}
      successMessage={t('safeguarding.admin.rejected')}
      testId="check-reject"
      onSubmit={(reason) => review.mutateAsync({ id: checkId, decision: 'reject', reason })}
      onClose={onClose}
    />
  );
}
