import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELETE_ACCOUNT_CONFIRMATION } from '@fj/shared';
import { useSession } from '../../../../app/session/session-context';
import { Modal } from '../../../../components/Modal';
import { notifyError, notifySuccess } from '../../../../components/toasts';
import { apiErrorMessage } from '../../../../lib/api-errors';
import { useDeleteMyAccount } from '../../api/delete-my-account';
import { useDownloadMyData } from '../../api/my-data-export';
import { AtsCvSection } from './AtsCvSection';

interface OwnDataPanelProps {
  /** The member's plan (dashboard data), which decides the ATS CV offer; undefined while loading. */
  membership?: string;
}

/** ATS CV, "download my data" and "delete my account" (typed confirmation, then logout). */
export function OwnDataPanel({ membership }: OwnDataPanelProps) {
  const { t } = useTranslation();
  const session = useSession();
  const myData = useDownloadMyData();
  const deleteAccount = useDeleteMyAccount();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');

  const run = (action: () => Promise<unknown>) => async () => {
    try {
      await action();
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };

  // Stable: the modal refocuses itself whenever its onClose changes, which would pull focus out of the input.
  const closeConfirm = useCallback(() => {
    setConfirming(false);
    setTyped('');
  }, []);

  const confirmDelete = async () => {
    try {
      const message = await deleteAccount.mutateAsync(typed.trim());
      notifySuccess(message ?? t('candidate.ownData.deleted'));
      closeConfirm();
      session.logout();
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };

  return (
    <section className="panel" aria-labelledby="own-data-title" data-testid="own-data-panel">
      <h2 id="own-data-title">{t('candidate.ownData.title')}</h2>
      <div className="own-data">
        <AtsCvSection membership={membership} />
        <div>
          <h3>{t('candidate.ownData.exportTitle')}</h3>
          <p className="lead">{t('candidate.ownData.exportBody')}</p>
          <button type="button" className="button button--ghost" onClick={run(() => myData.mutateAsync())} disabled={myData.isPending} data-testid="download-my-data">
            {t('candidate.ownData.exportButton')}
          </button>
        </div>
        <div>
          <h3>{t('candidate.ownData.deleteTitle')}</h3>
          <p className="lead">{t('candidate.ownData.deleteBody')}</p>
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)} data-testid="delete-account">
            {t('candidate.ownData.deleteButton')}
          </button>
        </div>
      </div>
      <Modal
        open={confirming}
        title={t('candidate.ownData.deleteTitle')}
        onClose={closeConfirm}
        footer={
          <>
            <button type="button" className="button button--ghost" onClick={closeConfirm}>
              {t('confirm.cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={typed.trim() !== DELETE_ACCOUNT_CONFIRMATION || deleteAccount.isPending}
              onClick={() => void confirmDelete()}
              data-testid="delete-account-confirm"
            >
              {t('candidate.ownData.deleteForever')}
            </button>
          </>
        }
      >
        <p>{t('candidate.ownData.deleteWarning')}</p>
        <label className="field">
          <span className="field__label">{t('candidate.ownData.typeToConfirm', { word: DELETE_ACCOUNT_CONFIRMATION })}</span>
          <input className="field__input" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" data-testid="delete-account-input" />
        </label>
      </Modal>
    </section>
  );
}
