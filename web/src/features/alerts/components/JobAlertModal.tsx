import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import type { JobAlert } from '../api/types';
import { AlertForm, type AlertSearch } from './AlertForm';

/** The alert form in a dialog: from a job page (prefilled with its category), a job search, or the alerts list (edit). */
export function JobAlertModal({ alert, category, search, onClose }: { alert?: JobAlert; category?: string; search?: AlertSearch; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={alert ? t('alerts.editTitle') : search ? t('alerts.searchTitle') : t('alerts.createTitle')} onClose={onClose}>
      <AlertForm alert={alert} category={category} search={search} onSaved={onClose} />
    </Modal>
  );
}
