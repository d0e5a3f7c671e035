import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { ContractAdviceCard } from '../../contract-advice';
import { YourInterviewsBlock } from '../../interviews';
import { HotListDashboardCard } from '../../hot-list';
import { SavedJobsPanel } from '../../jobs/saved/SavedJobsPanel';
import { DashboardSharePanel } from '../../share-cards';
import { useDashboardData } from '../api/dashboard-data';
import { DashboardFigures } from '../components/dashboard/DashboardFigures';
import { OwnDataPanel } from '../components/dashboard/OwnDataPanel';
import { ProfileCompleteness } from '../components/dashboard/ProfileCompleteness';
import '../candidates.css';

/** `/candidate/dashboard`: membership, credits, applications, profile link and completeness, own data. */
export function CandidateDashboardPage() {
  const { t } = useTranslation();
  const { displayName } = useSession();
  const dashboard = useDashboardData();
  return (
    <section className="dashboard" data-testid="dashboard-candidate">
      <header className="dashboard__header">
        <h1>{displayName ? t('dashboard.welcomeName', { name: displayName }) : t('dashboard.welcome')}</h1>
        <p className="lead">{t('dashboard.candidateLead')}</p>
      </header>
      {dashboard.isPending ? (
        <p className="page-loading" role="status">
          {t('common.loading')}
        </p>
      ) : dashboard.data ? (
        <>
          <DashboardFigures data={dashboard.data} name={displayName ?? ''} />
          <ProfileCompleteness completeness={dashboard.data.completeness} />
        </>
      ) : null}
      <YourInterviewsBlock />
      <HotListDashboardCard />
      <ContractAdviceCard />
      <DashboardSharePanel membership={dashboard.data?.membership} />
      <SavedJobsPanel />
      <OwnDataPanel membership={dashboard.data?.membership} />
    </section>
  );
}
