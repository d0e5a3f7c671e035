import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { Modal } from '../../../components/Modal';
import { saveRedirect } from '../../../lib/session-storage';

/** §2/§4: a Premium job for someone without access: Join Our Network (/signup) or Login (/login/). */
export function JoinNetworkModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  // After logging in (or signing up) the member comes back to this job.
  const comeBack = () => saveRedirect(`${location.pathname}${location.search}`);
  return (
    <Modal open={open} title={t('jobs.premiumModal.title')} onClose={onClose}>
      <div data-testid="join-network-modal">
        <p>{t('jobs.premiumModal.body')}</p>
        <div className="modal__actions">
          <Link className="button" to={ROUTES.signupNoSlash} onClick={comeBack}>
            {t('jobs.premiumModal.join')}
          </Link>
          <Link className="button button--ghost" to={ROUTES.login} onClick={comeBack}>
            {t('jobs.premiumModal.login')}
          </Link>
        </div>
      </div>
    </Modal>
  );
}
