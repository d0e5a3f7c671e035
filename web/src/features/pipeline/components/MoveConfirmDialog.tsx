import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUS } from '@fj/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { employerStatusText } from '../lib/status-text';

interface MoveConfirmDialogProps {
  /** Applications about to move; closed when empty. */
  count: number;
  status: number | null;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Bulk moves and rejections wait for a yes (a single move happens at once); a rejection may carry a reason. */
export function MoveConfirmDialog({ count, status, busy, onConfirm, onCancel }: MoveConfirmDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const open = count > 0 && status !== null;
  useEffect(() => {
    if (!open) setReason('');
  }, [open]);
  const rejecting = status === APPLICATION_STATUS.REJECTED;
  return (
    <ConfirmDialog
      open={open}
      message={t('employer.pipeline.moveQuestion', { count, status: status === null ? '' : employerStatusText(t, status) })}
      confirmLabel={t('employer.pipeline.confirmMove')}
      danger={rejecting}
      confirmTestId="move-confirm"
      busy={busy}
      onConfirm={() => onConfirm(reason)}
      onCancel={onCancel}
    >
      {rejecting ? (
        <div className="field">
          <label className="field__label" htmlFor="move-reason">
            {t('employer.pipeline.reason')}
          </label>
          <textarea id="move-reason" className="field__input" maxLength={255} value={reason} onChange={(event) => setReason(event.target.value)} />
          <p className="field__hint">{t('employer.pipeline.rejectionEmailHint')}</p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
