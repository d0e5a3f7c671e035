import { useTranslation } from 'react-i18next';
import type { ReportAction, ReportDto } from '@fj/shared';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { useReportAction } from '../api/report-action';

export const NOTE_MAX = 1000;

/**
 * What a moderator does with a report, with an optional note (kept with the report and in the audit log). Suspending
 * says what it does before it is done: the owner's account is closed to them and every session ends.
 */
export function ReportActionDialog({ report, action, onClose }: { report: ReportDto; action: ReportAction; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useReportAction();
  return (
    <ReasonDialog
      title={t(`moderation.reports.actions.${action}`)}
      lead={t(`moderation.reports.confirm.${action}`, { name: report.ownerName ?? '', object: report.objectLabel })}
      label={t('moderation.reports.note')}
      hint={t('moderation.reports.noteHint')}
      max={NOTE_MAX}
      rows={3}
      danger={action === 'suspend' || action === 'hide'}
      submitLabel={t(`moderation.reports.actions.${action}`)}
      successMessage={t(`moderation.reports.done.${action}`)}
      testId="report-action"
      onSubmit={(note) => act.mutateAsync({ reportId: report.id, action, note: note || undefined })}
      onClose={onClose}
    />
  );
}
