import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationStatus } from '@fj/shared';
import { PageLoading } from '../../../components/PageLoading';
import { useSession } from '../../../app/session/session-context';
import { useFormatMoney } from '../../../lib/format-money';
import { enumLabel } from '../../../lib/enum-labels';
import { AdminCreditsForm } from '../../memberships';
import { useDashboardData } from '../api/admin-api';
import { Breakdown } from '../components/Breakdown';
import { Figure } from '../components/Figure';
import { usePlanLabel } from '../components/plan-label';
import { RequirePermission } from '../components/RequirePermission';
import '../admin.css';

const DashboardCharts = lazy(() => import('../components/DashboardCharts').then((module) => ({ default: module.DashboardCharts })));

const DAY_MS = 86_400_000;
const PERIODS = [7, 30, 90, 365] as const;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** `/admin/dashboard/`: figures for a chosen period, charts over time, and the add-credits form. */
export function AdminDashboardPage() {
  return (
    <RequirePermission administratorOnly>
      <Dashboard />
    </RequirePermission>
  );
}

function Dashboard() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const planLabel = usePlanLabel();
  const { displayName } = useSession();
  const today = isoDay(new Date());
  const [range, setRange] = useState({ from: isoDay(new Date(Date.now() - 29 * DAY_MS)), to: today });
  const { data, isPending, isError } = useDashboardData(range.from, range.to);
  const choose = (days: number) => setRange({ from: isoDay(new Date(Date.now() - (days - 1) * DAY_MS)), to: today });
  const statusText = (code: number) => {
    const info = applicationStatus(code);
    return info ? t(`employer.status.${info.key}`, { defaultValue: info.label }) : String(code);
  };

  return (
    <section className="admin-page" data-testid="dashboard-admin">
      <header className="admin-page__header">
        <div>
          <h1>{t('admin.dashboard.title')}</h1>
          <p className="lead">{displayName ? t('dashboard.welcomeName', { name: displayName }) : t('dashboard.welcome')}</p>
        </div>
        <fieldset className="admin-period">
          <legend>{t('admin.dashboard.period')}</legend>
          {PERIODS.map((days) => (
            <button key={days} type="button" className="button button--ghost" onClick={() => choose(days)} aria-pressed={range.from === isoDay(new Date(Date.now() - (days - 1) * DAY_MS)) && range.to === today}>
              {t('admin.dashboard.lastDays', { count: days })}
            </button>
          ))}
          <label>
            {t('admin.filters.from')}
            <input type="date" value={range.from} max={range.to} onChange={(event) => event.target.value && setRange((current) => ({ ...current, from: event.target.value }))} />
          </label>
          <label>
            {t('admin.filters.to')}
            <input type="date" value={range.to} min={range.from} onChange={(event) => event.target.value && setRange((current) => ({ ...current, to: event.target.value }))} />
          </label>
        </fieldset>
      </header>

      {isPending ? <PageLoading /> : isError || !data ? <p role="alert">{t('admin.loadError')}</p> : (
        <>
          <dl className="admin-figures">
            <Figure label={t('admin.dashboard.users')} value={data.totals.users} testId="figure-users" />
            <Figure label={t('admin.dashboard.signups')} value={data.totals.signups} testId="figure-signups" />
            <Figure label={t('admin.dashboard.activeJobs')} value={data.jobs.active} />
            <Figure label={t('admin.dashboard.pendingJobs')} value={data.jobs.pending} />
            <Figure label={t('admin.dashboard.expiredJobs')} value={data.jobs.expired} />
            <Figure label={t('admin.dashboard.creditsSpent')} value={t('admin.dashboard.creditsSpentValue', { standard: data.creditsSpent.standard, premium: data.creditsSpent.premium })} />
            <Figure label={t('admin.dashboard.failedPayments')} value={data.totals.failedPaymentsAwaitingRetry} />
            <Figure label={t('admin.dashboard.alertEmails')} value={data.totals.alertEmailsSent} />
            <Figure label={t('admin.dashboard.suspended')} value={data.totals.suspended} />
          </dl>

          <Suspense fallback={<PageLoading />}>
            <DashboardCharts data={data} />
          </Suspense>

          <div className="admin-breakdowns">
            <Breakdown title={t('admin.dashboard.usersByRole')} rows={data.usersByRole.map((row) => ({ key: row.key, label: t(`admin.roles.${row.key}`, { defaultValue: row.key }), value: row.count }))} />
            <Breakdown title={t('admin.dashboard.usersByMembership')} rows={data.usersByMembership.map((row) => ({ key: row.key, label: enumLabel(t, 'membership', row.key), value: row.count }))} />
            <Breakdown title={t('admin.dashboard.applicationsByStatus')} rows={data.applicationsByStatus.map((row) => ({ key: String(row.status), label: statusText(row.status), value: row.count }))} />
            <Breakdown title={t('admin.dashboard.revenueByPlan')} rows={data.revenueByPlan.map((row) => ({ key: `${row.plan}-${row.currency}`, label: planLabel(row.plan), value: money(row.amountMinor, row.currency), verbatim: true }))} />
            <Breakdown title={t('admin.dashboard.mrrByPlan')} rows={data.mrrByPlan.map((row) => ({ key: `${row.plan}-${row.currency}`, label: planLabel(row.plan), value: money(row.mrrMinor, row.currency), verbatim: true }))} />
          </div>
        </>
      )}

      <AdminCreditsForm />
    </section>
  );
}
