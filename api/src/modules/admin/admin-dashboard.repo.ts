import type { Knex } from 'knex';
import type { Period } from './period';

export type Bucket = 'day' | 'week' | 'month';

const count = (value: unknown) => Number(value ?? 0);
const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/**
 * The administrators' dashboard figures: each one aggregate statement over the rows it summarises (no copied
 * totals). Periods are half-open [from, to) in UTC; "now" figures (users, jobs, MRR, past-due) ignore the period.
 */
export function createAdminDashboardRepo(db: Knex) {
  const series = async (sql: string, bindings: Knex.RawBinding[]) =>
    ((await db.raw(sql, bindings)).rows as { bucket: unknown; value: unknown; currency?: string }[]).map((row) => ({
      date: day(row.bucket),
      value: count(row.value),
      ...(row.currency ? { currency: row.currency } : {}),
    }));

  return {
    async usersByRole() {
      const { rows } = await db.raw(`SELECT role, count(*) AS n FROM users, unnest(roles) AS role WHERE deleted_at IS NULL GROUP BY role ORDER BY role`);
      return (rows as { role: string; n: unknown }[]).map((row) => ({ key: row.role, count: count(row.n) }));
    },
    async usersByMembership() {
      const { rows } = await db.raw(`SELECT membership, count(*) AS n FROM users WHERE deleted_at IS NULL GROUP BY membership ORDER BY membership`);
      return (rows as { membership: string; n: unknown }[]).map((row) => ({ key: row.membership, count: count(row.n) }));
    },
    async totals(period: Period) {
      const { rows } = await db.raw(
        `SELECT
           (SELECT count(*) FROM users WHERE deleted_at IS NULL) AS users,
           (SELECT count(*) FROM users WHERE deleted_at IS NULL AND suspended_at IS NOT NULL) AS suspended,
           (SELECT count(*) FROM users WHERE deleted_at IS NULL AND created_at >= ? AND created_at < ?) AS signups,
           (SELECT count(*) FROM subscriptions WHERE status = 'past_due') AS failed_awaiting_retry,
           (SELECT count(*) FROM alert_runs WHERE job_count > 0 AND ran_at >= ? AND ran_at < ?) AS alert_emails`,
        [period.from, period.to, period.from, period.to],
      );
      const row = rows[0];
      return { users: count(row.users), suspended: count(row.suspended), signups: count(row.signups), failedPaymentsAwaitingRetry: count(row.failed_awaiting_retry), alertEmailsSent: count(row.alert_emails) };
    },
    /** Active = published with its deadline today or later; expired = marked expired or published past its deadline. */
    async jobs(today: string) {
      const { rows } = await db.raw(
        `SELECT
           count(*) FILTER (WHERE status = 'publish' AND end_date >= ?::date) AS active,
           count(*) FILTER (WHERE status = 'pending') AS pending,
           count(*) FILTER (WHERE status = 'expired' OR (status = 'publish' AND end_date < ?::date)) AS expired,
           count(*) FILTER (WHERE status = 'draft') AS draft,
           count(*) FILTER (WHERE status = 'closed') AS closed,
           count(*) FILTER (WHERE status = 'filled') AS filled,
           count(*) AS total
         FROM jobs`,
        [today, today],
      );
      const row = rows[0];
      return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, count(value)])) as Record<'active' | 'pending' | 'expired' | 'draft' | 'closed' | 'filled' | 'total', number>;
    },
    async applicationsByStatus(period: Period) {
      const { rows } = await db.raw(`SELECT status, count(*) AS n FROM applications WHERE created_at >= ? AND created_at < ? GROUP BY status ORDER BY status`, [period.from, period.to]);
      return (rows as { status: number; n: unknown }[]).map((row) => ({ status: Number(row.status), count: count(row.n) }));
    },
    /** Succeeded payments paid in the period, by membership plan, credit package or "shop". */
    async revenueByPlan(period: Period) {
      const { rows } = await db.raw(
        `SELECT COALESCE(s.plan_code, p.package_code, 'shop') AS plan, p.purpose, p.currency, sum(p.amount_minor)::bigint AS amount, count(*) AS n
         FROM payments p LEFT JOIN subscriptions s ON s.id = p.subscription_id
         WHERE p.status = 'succeeded' AND p.paid_at >= ? AND p.paid_at < ?
         GROUP BY 1, 2, 3 ORDER BY amount DESC, plan`,
        [period.from, period.to],
      );
      return (rows as { plan: string; purpose: string; currency: string; amount: unknown; n: unknown }[]).map((row) => ({ plan: row.plan, purpose: row.purpose, currency: row.currency, amountMinor: count(row.amount), payments: count(row.n) }));
    },
    /** Monthly recurring revenue of the live subscriptions (a yearly plan counts a twelfth of its price). */
    async mrrByPlan() {
      const { rows } = await db.raw(
        `SELECT plan_code AS plan, currency, round(sum(CASE WHEN interval = 'year' THEN amount_minor / 12.0 ELSE amount_minor END))::bigint AS mrr, count(*) AS n
         FROM subscriptions WHERE status IN ('active', 'past_due') GROUP BY plan_code, currency ORDER BY mrr DESC, plan`,
      );
      return (rows as { plan: string; currency: string; mrr: unknown; n: unknown }[]).map((row) => ({ plan: row.plan, currency: row.currency, mrrMinor: count(row.mrr), subscriptions: count(row.n) }));
    },
    /** Credits spent in the period (applications, job posts…): negative ledger rows other than a month's expiry. */
    async creditsSpent(period: Period) {
      const { rows } = await db.raw(
        `SELECT kind, COALESCE(-sum(delta), 0)::bigint AS spent FROM credit_ledger
         WHERE delta < 0 AND reason NOT IN ('monthly_expiry', 'admin_adjustment') AND created_at >= ? AND created_at < ? GROUP BY kind`,
        [period.from, period.to],
      );
      const byKind = new Map((rows as { kind: string; spent: unknown }[]).map((row) => [row.kind, count(row.spent)]));
      return { standard: byKind.get('standard') ?? 0, premium: byKind.get('premium') ?? 0 };
    },
    signupSeries: (period: Period, bucket: Bucket) =>
      series(`SELECT date_trunc('${bucket}', created_at AT TIME ZONE 'UTC') AS bucket, count(*) AS value FROM users
              WHERE deleted_at IS NULL AND created_at >= ? AND created_at < ? GROUP BY 1 ORDER BY 1`, [period.from, period.to]),
    applicationSeries: (period: Period, bucket: Bucket) =>
      series(`SELECT date_trunc('${bucket}', created_at AT TIME ZONE 'UTC') AS bucket, count(*) AS value FROM applications
              WHERE created_at >= ? AND created_at < ? GROUP BY 1 ORDER BY 1`, [period.from, period.to]),
    revenueSeries: (period: Period, bucket: Bucket) =>
      series(`SELECT date_trunc('${bucket}', paid_at AT TIME ZONE 'UTC') AS bucket, currency, sum(amount_minor)::bigint AS value FROM payments
              WHERE status = 'succeeded' AND paid_at >= ? AND paid_at < ? GROUP BY 1, 2 ORDER BY 1, 2`, [period.from, period.to]),
  };
}

export type AdminDashboardRepo = ReturnType<typeof createAdminDashboardRepo>;
