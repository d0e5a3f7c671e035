import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { includesBasicTextCv, ROUTES } from '@fj/shared';
import { useSession } from '../../../../app/session/session-context';
import { notifyError } from '../../../../components/toasts';
import { apiErrorMessage } from '../../../../lib/api-errors';
import { useDownloadAtsCv } from '../../api/ats-cv';

interface AtsCvSectionProps {
  /** The member's plan from the dashboard data; unknown while it loads (the API still decides then). */
  membership?: string;
}

/** §6 "basic text CV: from premium up": the ATS CV download for paid members, an upgrade link for Free ones. */
export function AtsCvSection({ membership }: AtsCvSectionProps) {
  const { t } = useTranslation();
  const session = useSession();
  const atsCv = useDownloadAtsCv();
  const locked = membership !== undefined && !includesBasicTextCv(membership);

  const download = async () => {
    try {
      await atsCv.mutateAsync(session.displayName);
    } catch (error) {
      // A 402 carries the upgrade explanation; the session stays (only a 401 ends it).
      notifyError(apiErrorMessage(error));
    }
  };

  return (
    <div data-testid="ats-cv-section">
      <h3>{t('candidate.ownData.atsCvTitle')}</h3>
      <p className="lead">{t('candidate.ownData.atsCvBody')}</p>
      {locked ? (
        <>
          <p data-testid="ats-cv-locked">{t('candidate.ownData.atsCvLocked')}</p>
          <Link to={ROUTES.candidateUpgrade} className="button" data-testid="ats-cv-upgrade">
            {t('candidate.ownData.atsCvUpgrade')}
          </Link>
        </>
      ) : (
        <button type="button" className="button" onClick={() => void download()} disabled={atsCv.isPending} data-testid="download-ats-cv">
          {t('candidate.ownData.atsCvButton')}
        </button>
      )}
    </div>
  );
}
