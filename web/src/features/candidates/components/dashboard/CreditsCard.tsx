import { useTranslation } from 'react-i18next';
import { UNLIMITED_CREDITS } from '../../../memberships';
import type { CandidateDashboardData } from '../../api/dashboard-data';
import './membership.css';

/** Standard and premium application credits left this month (1000 or more is the UNLIMITED plan's allowance). */
export function CreditsCard({ data }: { data: CandidateDashboardData }) {
  const { t } = useTranslation();
  const amount = (credits: number) => (credits >= UNLIMITED_CREDITS ? t('dashboard.credits.unlimited') : String(credits));
  return (
    <div className="stat-card" data-testid="dashboard-credits">
      <p className="stat-card__label">{t('candidate.dashboard.credits')}</p>
      <dl className="credit-figures">
        <div>
          <dt>{t('dashboard.credits.standard')}</dt>
          <dd className="stat-card__value" data-testid="dashboard-standard-credits">
            {amount(data.standardCredits)}
          </dd>
        </div>
        <div>
          <dt>{t('dashboard.credits.premium')}</dt>
          <dd className="stat-card__value" data-testid="dashboard-premium-credits">
            {amount(data.premiumCredits)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
