import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { PageLoading } from '../../../components/PageLoading';
import { apiErrorStatus } from '../../../lib/api-errors';
import { enumLabel } from '../../../lib/enum-labels';
import { useFormatDate } from '../../../lib/format-date';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { useAdminEmployer, useAdminJobsApplied } from '../api/admin-api';
import type { EmployerDetail } from '../api/types';
import { EmployerTrustPanel } from '../../moderation/components/EmployerTrustPanel';
import { EmployerJobs } from '../components/EmployerJobs';
import { EmployerOwnerAccount } from '../components/EmployerOwnerAccount';
import { EmployerTeam } from '../components/EmployerTeam';
import { Figure } from '../components/Figure';
import { RequirePermission } from '../components/RequirePermission';
import { adminUserHref } from '../paths';
import '../admin.css';

const RECENT_DAYS = 30;
const DAY_MS = 86_400_000;

/** `/admin/employers/{id}`: one organisation's owner, team, plan, credits and ledger, jobs, applications and payments. */
export function AdminEmployerPage() {
  return (
    <RequirePermission administratorOnly>
      <EmployerPage />
    </RequirePermission>
  );
}

function EmployerPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id) || 0;
  const { data, isPending, error } = useAdminEmployer(id);
  useDocumentTitle(data?.name);
  const back = <p><Link to={ROUTES.adminEmployers}>{t('admin.employer.back')}</Link></p>;
  if (id <= 0 || apiErrorStatus(error) === 404) {
    return <section className="admin-page" data-testid="admin-employer-missing">{back}<h1>{t('admin.employer.notFoundTitle')}</h1><p>{t('admin.employer.notFound')}</p></section>;
  }
  if (error) return <section className="admin-page">{back}<p role="alert">{t('admin.loadError')}</p></section>;
  if (isPending) return <PageLoading />;
  return (
    <section className="admin-page" data-testid="admin-employer">
      {back}
      <h1><bdi data-i18n-skip="">{data.name}</bdi></h1>
      <Summary employer={data} />
      <EmployerTrustPanel employerId={data.id} state={data} />
      <EmployerTeam employer={data} />
      <EmployerJobs employerId={data.id} />
      <EmployerOwnerAccount ownerId={data.owner_id} />
    </section>
  );
}

function Summary({ employer }: { employer: EmployerDetail }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const since = new Date(Date.now() - (RECENT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  // Only the totals are read (one row each): the list screen has the applications themselves.
  const recent = useAdminJobsApplied({ employer_id: employer.id, from: since, limit: 1 });
  const all = useAdminJobsApplied({ employer_id: employer.id, limit: 1 });
  const count = (answer: typeof all) => (answer.data ? answer.data.total : answer.isError ? '—' : t('common.loading'));
  return (
    <>
      <dl className="admin-facts" data-testid="admin-employer-facts">
        <div><dt>{t('admin.employers.owner')}</dt><dd><Link to={adminUserHref(employer.owner_id)} data-i18n-skip="" dir="auto" data-testid="admin-employer-owner">{employer.owner_name}</Link></dd></div>
        <div><dt>{t('admin.employer.ownerEmail')}</dt><dd data-i18n-skip="">{employer.owner_email}</dd></div>
        <div><dt>{t('admin.employer.created')}</dt><dd>{date(employer.created_at)}</dd></div>
      </dl>
      <dl className="admin-figures admin-figures--compact">
        <Figure label={t('admin.users.membership')} value={enumLabel(t, 'membership', employer.membership)} />
        <Figure label={t('admin.user.credits')} value={t('admin.dashboard.creditsSpentValue', { standard: employer.standard_credits, premium: employer.premium_credits })} />
        <Figure label={t('admin.employer.activeJobs')} value={Number(employer.active_jobs)} />
        <Figure label={t('admin.employers.team')} value={Number(employer.team_size)} />
        <Figure label={t('admin.employer.recentApplications', { count: RECENT_DAYS })} value={count(recent)} testId="admin-employer-recent-applications" />
        <Figure label={t('admin.employer.allApplications')} value={count(all)} />
      </dl>
    </>
  );
}
