import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { useRejectJob } from '../api/reject-job';

export const REJECTION_MAX = 1000;

/** The reason a job is refused: required, emailed to the employer and shown on their edit page. */
export function RejectDialog({ jobId, title, onClose }: { jobId: number; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectJob();
  return (
    <ReasonDialog
      // First-strong isolates: a Latin title inside the Arabic sentence keeps its quotes around it.
      title={t('moderation.queue.rejectTitle', { title: `\u2068${title}\u2069` })}
      lead={t('moderation.queue.rejectLead')}
      label={t('moderation.queue.rejectReason')}
      requiredMessage={t('moderation.queue.reasonRequired')}
      max={REJECTION_MAX}
      submitLabel={t('moderation.queue.reject')}
      successMessage={t('moderation.queue.rejected')}
      testId="moderation-reject"
      onSubmit={(reason) => reject.mutateAsync({ jobId, reason })}
      onClose={onClose}
    />
  );
}
