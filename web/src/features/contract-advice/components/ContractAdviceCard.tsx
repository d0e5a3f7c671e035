import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@fj/shared';
import '../contract-advice.css';

/** The candidate dashboard's way to contract advice (UNLIMITED; the page explains it to the other tiers). */
export function ContractAdviceCard() {
  const { t } = useTranslation();
  return (
    <section className="advice-panel advice-card" aria-labelledby="advice-card-title" data-testid="dashboard-contract-advice">
      <h2 id="advice-card-title">{t('contractAdvice.dashboardCard.title')}</h2>
      <p>{t('contractAdvice.dashboardCard.body')}</p>
      <p>
        <Link to={ROUTES.candidateContractAdvice}>{t('contractAdvice.dashboardCard.link')}</Link>
      </p>
    </section>
  );
}
