import type { Knex } from 'knex';
import { runPrepared } from '../../lib/prepared-query';
import { createCoalescer } from '../jobs/coalesce';
import { isoDay, type Period } from './period';

export type Bucket = 'day' | 'week' | 'month';

const DAY_MS = 86_400_000;
const count = (value: unknown) => Number(value ?? 0);
const json = <T>(value: unknown): T[] => (value === null || value === undefined ? [] : ((typeof value === 'string' ? JSON.parse(value) : value) as T[]));

/**
 * Every dashboard figure in one statement over the counter tables that row triggers keep in each write's transaction
 * (migrations 0702, 0703, 0760: exact and live, never a copy that drifts), so a request is one pool checkout, one
 * round trip and, being a named prepared statement, one plan per pooled connection (docs/performance.md, admin).
 *
 * - `period`: the period's counts are read once and grouped two ways at the same time (GROUPING SETS): over the
 *   whole period by metric and keys (sign-ups, applications by current status, revenue by plan, purpose and
 *   currency, credits spent by kind, alert e-mails sent) and by metric, bucket and currency for the charts. The
 *   buckets that lie wholly inside the period come from their weekly or monthly sums (`admin_period_counts`,
 *   migration 20261129_0200, kept from the daily rows in the same transaction); only the days of the partial
 *   buckets at the two edges are read from the daily rows (a one-year period: ~50 weeks and ≤ 12 days instead of
 *   365 days of rows). The series truncate `day::timestamp`: a bare date would first become a timestamptz (a
 *   time-zone lookup per row).
 * - "now" figures ignore the period: accounts by role set, membership and suspension; jobs by status and whether the
 *   deadline is still ahead (active = published with its deadline today or later); live subscriptions by plan, where
 *   a yearly plan counts a twelfth of its price (summed as integers, divided once) and past-due ones are the failed
 *   payments awaiting retry.
 * The json_agg orderings are the figures' display order (SQL collation, as the separate statements had).
 */
const DASHBOARD_SQL = `
WITH period AS (
  SELECT metric, k1, k2, k3, n, amount, CASE WHEN metric IN ('signup', 'application', 'revenue') THEN start END AS bucket
  FROM admin_period_counts WHERE grain = ?::text AND start >= ?::date AND start < ?::date
  UNION ALL
  SELECT metric, k1, k2, k3, n, amount,
         CASE WHEN metric IN ('signup', 'application', 'revenue') THEN date_trunc(?::text, day::timestamp)::date END
  FROM admin_daily_counts WHERE (day >= ?::date AND day < ?::date) OR (day >= ?::date AND day < ?::date)
), grouped AS (
  SELECT metric, k1, k2, k3, bucket, GROUPING(bucket) AS whole_period, sum(n) AS n, sum(amount)::bigint AS amount
  FROM period GROUP BY GROUPING SETS ((metric, k1, k2, k3), (metric, bucket, k3)) HAVING sum(n) <> 0
)
SELECT
  (SELECT json_agg(json_build_array(roles, membership, suspended, n)) FROM admin_user_counts WHERE n <> 0) AS users,
  (SELECT json_agg(json_build_array(status, live, n))
     FROM (SELECT status, end_date >= ?::date AS live, sum(n) AS n FROM admin_job_counts GROUP BY 1, 2) jobs) AS jobs,
  (SELECT json_agg(json_build_array(plan, currency, mrr, n, past_due) ORDER BY mrr DESC, plan)
     FROM (SELECT plan_code AS plan, currency,
                  round(COALESCE(sum(amount) FILTER (WHERE "interval" = 'year'), 0) / 12.0
                        + COALESCE(sum(amount) FILTER (WHERE "interval" <> 'year'), 0))::bigint AS mrr,
                  sum(n) AS n, COALESCE(sum(n) FILTER (WHERE status = 'past_due'), 0) AS past_due
           FROM admin_subscription_counts WHERE status IN ('active', 'past_due') GROUP BY 1, 2 HAVING sum(n) <> 0) live) AS subscriptions,
  (SELECT json_agg(json_build_array(metric, k1, k2, k3, n, amount) ORDER BY metric, amount DESC, k1)
     FROM grouped WHERE whole_period = 1) AS totals,
  (SELECT json_agg(json_build_array(metric, bucket::text, k3, n, amount) ORDER BY metric, bucket, k3)
     FROM grouped WHERE whole_period = 0 AND bucket IS NOT NULL) AS series`;

type UserCount = [roles: string[], membership: string, suspended: boolean, n: number];
type JobCount = [status: string, live: boolean, n: number];
type LivePlan = [plan: string, currency: string, mrr: number, n: number, pastDue: number];
type PeriodTotal = [metric: string, k1: string, k2: string, k3: string, n: number, amount: number];
type SeriesPoint = [metric: string, bucket: string, currency: string, n: number, amount: number];

const sortedCounts = (map: Map<string, number>) => [...map].sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => ({ key, count: value }));

function accounts(rows: UserCount[]) {
  const byRole = new Map<string, number>();
  const byMembership = new Map<string, number>();
  let total = 0;
  let suspended = 0;
  for (const [roles, membership, isSuspended, value] of rows) {
    const n = count(value);
    total += n;
    if (isSuspended) suspended += n;
    for (const role of new Set(roles)) byRole.set(role, (byRole.get(role) ?? 0) + n);
    byMembership.set(membership, (byMembership.get(membership) ?? 0) + n);
  }
  return { total, suspended, byRole: sortedCounts(byRole), byMembership: sortedCounts(byMembership) };
}

/** Active = published with its deadline today or later; expired = marked expired or published past its deadline. */
function jobStates(rows: JobCount[]) {
  const figures = { active: 0, pending: 0, expired: 0, draft: 0, closed: 0, filled: 0, total: 0 };
  for (const [status, live, value] of rows) {
    const n = count(value);
    figures.total += n;
    if (status === 'publish') figures[live ? 'active' : 'expired'] += n;
    else if (status in figures) figures[status as 'pending' | 'expired' | 'draft' | 'closed' | 'filled'] += n;
  }
  return figures;
}

function periodFigures(rows: PeriodTotal[]) {
  const of = (metric: string) => rows.filter((row) => row[0] === metric);
  const credits = new Map(of('credits_spent').map(([, kind, , , n]) => [kind, count(n)]));
  return {
    signups: of('signup').reduce((sum, row) => sum + count(row[4]), 0),
    alertEmailsSent: of('alert_email').reduce((sum, row) => sum + count(row[4]), 0),
    applicationsByStatus: of('application').map(([, status, , , n]) => ({ status: Number(status), count: count(n) })).sort((a, b) => a.status - b.status),
    revenueByPlan: of('revenue').map(([, plan, purpose, currency, n, amount]) => ({ plan, purpose, currency, amountMinor: count(amount), payments: count(n) })),
    creditsSpent: { standard: credits.get('standard') ?? 0, premium: credits.get('premium') ?? 0 },
  };
}

function seriesOf(rows: SeriesPoint[], metric: string) {
  return rows
    .filter((row) => row[0] === metric)
    .map(([, bucket, currency, n, amount]) => (metric === 'revenue' ? { date: bucket, value: count(amount), currency } : { date: bucket, value: count(n) }));
}

/**
 * The whole buckets inside `[from, to)`: `[inner.from, inner.to)`, both on bucket boundaries; empty (`to`, `to`)
 * when no bucket fits or the bucket is a day (the days are then read one by one).
 */
export function wholeBuckets(period: Period, bucket: Bucket): { from: Date; to: Date } {
  const none = { from: period.to, to: period.to };
  if (bucket === 'day') return none;
  const start = (date: Date) =>
    bucket === 'month'
      ? new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))
      : new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS);
  const next = (date: Date) => (bucket === 'month' ? new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)) : new Date(date.getTime() + 7 * DAY_MS));
  const first = start(period.from).getTime() === period.from.getTime() ? period.from : next(start(period.from));
  const end = start(period.to);
  return first < end ? { from: first, to: end } : none;
}

/** grain, whole buckets, bucket, then the days before and after the whole buckets, then today. */
function dashboardBindings(period: Period, bucket: Bucket, today: string) {
  const inner = wholeBuckets(period, bucket);
  const [from, innerFrom, innerTo, to] = [period.from, inner.from, inner.to, period.to].map(isoDay);
  return [bucket, innerFrom, innerTo, bucket, from, innerFrom, innerTo, to, today];
}

async function readFigures(db: Knex, bindings: readonly (string | number)[]) {
  const [row] = await runPrepared<Record<'users' | 'jobs' | 'subscriptions' | 'totals' | 'series', unknown>>(db, 'admin-dashboard', db.raw(DASHBOARD_SQL, bindings));
  const users = accounts(json<UserCount>(row?.users));
  const live = json<LivePlan>(row?.subscriptions);
  const series = json<SeriesPoint>(row?.series);
  return {
    users,
    jobs: jobStates(json<JobCount>(row?.jobs)),
    ...periodFigures(json<PeriodTotal>(row?.totals)),
    mrrByPlan: live.map(([plan, currency, mrr, n]) => ({ plan, currency, mrrMinor: count(mrr), subscriptions: count(n) })),
    pastDue: live.reduce((sum, [, , , , pastDue]) => sum + count(pastDue), 0),
    series: { signups: seriesOf(series, 'signup'), applications: seriesOf(series, 'application'), revenue: seriesOf(series, 'revenue') },
  };
}

/** The administrators' dashboard figures. Periods are half-open [from, to) in whole UTC days. */
export function createAdminDashboardRepo(db: Knex) {
  // Administrators asking for the same dashboard at the same moment share one read (as job pages do); nothing
  // outlives it, so every answer is still read after the request that started it arrived. The figures are not
  // changed by their callers (the route copies them into its answer).
  const coalesce = createCoalescer();
  return {
    figures(period: Period, bucket: Bucket, today: string) {
      const bindings = dashboardBindings(period, bucket, today);
      return coalesce(bindings.join('|'), () => readFigures(db, bindings));
    },
  };
}

export type AdminDashboardRepo = ReturnType<typeof createAdminDashboardRepo>;
