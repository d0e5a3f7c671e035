import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MEMBERSHIPS, ROUTES, employerJobsHref, enumLabelKey, labelOf, profileHref } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { employerStatusText } from '../../pipeline/lib/status-text';
import { useEmployerDashboard } from '../api/dashboard-data';
import '../employers.css';

/** `/employer/dashboard`: membership, jobs, credits, pipeline figures and the public profile link. */
export function EmployerDashboardPage() {
  const { t } = useTranslation();
  const { displayName, claims } = useSession();
  const { data, isPending, isError } = useEmployerDashboard();
  const profileLink = data?.profile ? profileHref(data.profile) : claims?.profile ? profileHref(claims.profile) : '';
  const figure = (testId: string, label: string, value: number | string, to?: string) => (
    <div className="figure" data-testid={testId}>
      <span className="figure__value">{value}</span>
      <span className="figure__label">{to ? <Link to={to}>{label}</Link> : label}</span>
    </div>
  );
  return (
    <section className="dashboard" data-testid="dashboard-employer">
      <header className="dashboard__header">
        <h1>{displayName ? t('dashboard.welcomeName', { name: displayName }) : t('dashboard.welcome')}</h1>
        <p className="lead">{t('dashboard.employerLead')}</p>
      </header>
      {isPending ? <p>{t('common.loading')}</p> : null}
      {isError ? <p>{t('common.noData')}</p> : null}
      {data ? (
        <>
          <div className="figures">
            {figure('dash-membership', t('employer.dashboard.membership'), data.membership ? t(enumLabelKey('membership', data.membership), { defaultValue: labelOf(MEMBERSHIPS, data.membership) ?? data.membership }) : '-', ROUTES.employerUpgrade)}
            {figure('dash-published', t('employer.dashboard.publishedJobs'), data.publishedJobs, employerJobsHref('active'))}
            {figure('dash-pending', t('employer.dashboard.pendingJobs'), data.pendingJobs, employerJobsHref('in-active'))}
            {figure('dash-standard', t('employer.dashboard.standardCredits'), data.standardCredits, ROUTES.employerAddCredits)}
            {figure('dash-premium', t('employer.dashboard.premiumCredits'), data.premiumCredits, ROUTES.employerAddCredits)}
            {figure('dash-applications', t('employer.dashboard.applications'), data.totalApplications)}
          </div>
          <section className="dashboard__pipeline" data-testid="dash-pipeline">
            <h2>{t('employer.dashboard.pipeline')}</h2>
            {data.pipeline.length === 0 ? <p>{t('common.noData')}</p> : null}
            <ul className="figures figures--small">
              {data.pipeline.map((entry) => (
                <li key={entry.code} className="figure">
                  <span className="figure__value">{entry.count}</span>
                  <span className="figure__label">{employerStatusText(t, entry.code)}</span>
                </li>
              ))}
            </ul>
          </section>
          <p className="dashboard__links">
            {profileLink ? (
              <Link className="button button--ghost" to={profileLink} data-testid="dash-profile-link">
                {t('sidebar.viewMyProfile')}
              </Link>
            ) : null}{' '}
            <Link className="button" to={ROUTES.employerSubmitJob}>
              {t('sidebar.submitJob')}
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
