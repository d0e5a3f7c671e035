import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import type { JobAlert } from '../api/types';
import { AlertForm } from './AlertForm';

/** The alert form in a dialog: from a job page (prefilled with its category) or the alerts list (edit). */
export function JobAlertModal({ alert, category, onClose }: { alert?: JobAlert; category?: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={alert ? t('alerts.editTitle') : t('alerts.createTitle')} onClose={onClose}>
      <AlertForm alert={alert} category={category} onSaved={onClose} />
    </Modal>
  );
}
