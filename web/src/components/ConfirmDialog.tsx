import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to the §5 delete confirmation 'Are you sure you want to delete?'. */
  message?: string;
  confirmLabel?: string;
  busy?: boolean;
  /** A red confirm button (the default): the action cannot be undone. */
  danger?: boolean;
  confirmTestId?: string;
  /** More than the question: e.g. a field the action takes. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** §5 delete confirmation (and any other action that waits for a yes): nothing happens until the person says yes. */
export function ConfirmDialog({ open, message, confirmLabel, busy, danger = true, confirmTestId = 'confirm-yes', children, onConfirm, onCancel }: ConfirmDialogProps) {
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
          <button type="button" className={`button${danger ? ' button--danger' : ''}`} onClick={onConfirm} disabled={busy} data-testid={confirmTestId}>
            {confirmLabel ?? t('confirm.delete')}
          </button>
        </>
      }
    >
      <p data-testid="confirm-question">{message ?? t('confirm.deleteQuestion')}</p>
      {children}
    </Modal>
  );
}
