import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to the §5 delete confirmation 'Are you sure you want to delete?'. */
  message?: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** §5 delete confirmation: nothing is deleted until the person says yes. */
export function ConfirmDialog({ open, message, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('confirm.title')}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('confirm.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy} data-testid="confirm-yes">
            {confirmLabel ?? t('confirm.delete')}
          </button>
        </>
      }
    >
      <p>{message ?? t('confirm.deleteQuestion')}</p>
    </Modal>
  );
}
