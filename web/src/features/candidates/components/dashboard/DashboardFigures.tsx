import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES, VISIBILITIES, profileHref } from '@fj/shared';
import { Img } from '../../../../components/Img';
import { notifyError, notifySuccess } from '../../../../components/toasts';
import { apiErrorMessage } from '../../../../lib/api-errors';
import { useMediaObjectUrl } from '../../../media';
import type { CandidateDashboardData } from '../../api/dashboard-data';
import { useUpdateVisibility } from '../../api/update-visibility';
import { useEnumLabel } from '../use-enum-label';
import { CreditsCard } from './CreditsCard';
import { MembershipCard } from './MembershipCard';
import { publicProfileUrl } from '../../public-profile-url';

/** The profile's picture, address and visibility; membership, credits and applications. */
export function DashboardFigures({ data, name }: { data: CandidateDashboardData; name: string }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const photo = useMediaObjectUrl(data.profileImage);
  const visibility = useUpdateVisibility();
  const isPublic = data.candProfile === 'pub';

  const toggleVisibility = async () => {
    try {
      await visibility.mutateAsync(isPublic ? 'priv' : 'pub');
      notifySuccess(t('toast.updated'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };

  return (
    <div className="dashboard-grid" data-testid="dashboard-figures">
      <div className="stat-card stat-card--profile">
        <Img src={photo} alt={t('candidate.photoOf', { name })} width={96} height={96} fallback="profile" className="stat-card__photo" />
        <div>
          <p className="stat-card__label">{t('candidate.dashboard.profileLink')}</p>
          <Link to={profileHref(data.profile)} data-testid="dashboard-profile-link">
            {publicProfileUrl(data.profile)}
          </Link>
          <p className="stat-card__label">
            {t('candidate.dashboard.visibility')}:{' '}
            <strong data-testid="dashboard-visibility">{enumLabel('visibility', VISIBILITIES, data.candProfile)}</strong>
          </p>
          <button type="button" className="button button--ghost" onClick={() => void toggleVisibility()} disabled={visibility.isPending}>
            {isPublic ? t('candidate.dashboard.makePrivate') : t('candidate.dashboard.makePublic')}
          </button>
        </div>
      </div>
      <MembershipCard data={data} />
      <CreditsCard data={data} />
      <div className="stat-card" data-testid="dashboard-applied">
        <p className="stat-card__label">{t('candidate.dashboard.appliedJobs')}</p>
        <p className="stat-card__value">{data.appliedJobs}</p>
        <Link to={ROUTES.candidateJobsApplied}>{t('sidebar.appliedJobs')}</Link>
      </div>
    </div>
  );
}
