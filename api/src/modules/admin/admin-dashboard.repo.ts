import type { Knex } from 'knex';
import type { Period } from './period';

export type Bucket = 'day' | 'week' | 'month';

const count = (value: unknown) => Number(value ?? 0);
/** date_trunc units by bucket (the schema allows only these three; the map keeps the SQL free of input). */
const UNITS: Record<Bucket, string> = { day: 'day', week: 'week', month: 'month' };
const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/**
 * The administrators' dashboard figures. Period figures and series sum the daily counts that row triggers keep
 * (admin_daily_counts, migration 0702: exact, written in each write's transaction); "now" figures are aggregates over
 * the rows themselves. Periods are half-open [from, to) in UTC; "now" figures (users, jobs, MRR, past-due) ignore the period.
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
           (SELECT COALESCE(sum(n), 0) FROM admin_daily_counts WHERE metric = 'signup' AND day >= ?::date AND day < ?::date) AS signups,
           (SELECT count(*) FROM subscriptions WHERE status = 'past_due') AS failed_awaiting_retry,
           (SELECT count(*) FROM alert_runs WHERE job_count > 0 AND ran_at >= ? AND ran_at < ?) AS alert_emails`,
        [day(period.from), day(period.to), period.from, period.to],
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
      const { rows } = await db.raw(
        `SELECT k1::int AS status, sum(n) AS n FROM admin_daily_counts WHERE metric = 'application' AND day >= ?::date AND day < ?::date
         GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1`,
        [day(period.from), day(period.to)],
      );
      return (rows as { status: number; n: unknown }[]).map((row) => ({ status: Number(row.status), count: count(row.n) }));
    },
    /** Succeeded payments paid in the period, by membership plan, credit package or "shop". */
    async revenueByPlan(period: Period) {
      const { rows } = await db.raw(
        `SELECT k1 AS plan, k2 AS purpose, k3 AS currency, sum(amount)::bigint AS amount, sum(n) AS n
         FROM admin_daily_counts WHERE metric = 'revenue' AND day >= ?::date AND day < ?::date
         GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY amount DESC, plan`,
        [day(period.from), day(period.to)],
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
        `SELECT k1 AS kind, sum(n)::bigint AS spent FROM admin_daily_counts
         WHERE metric = 'credits_spent' AND day >= ?::date AND day < ?::date GROUP BY k1`,
        [day(period.from), day(period.to)],
      );
      const byKind = new Map((rows as { kind: string; spent: unknown }[]).map((row) => [row.kind, count(row.spent)]));
      return { standard: byKind.get('standard') ?? 0, premium: byKind.get('premium') ?? 0 };
    },
    signupSeries: (period: Period, bucket: Bucket) =>
      series(`SELECT date_trunc('${UNITS[bucket]}', day)::date::text AS bucket, sum(n) AS value FROM admin_daily_counts
              WHERE metric = 'signup' AND day >= ?::date AND day < ?::date GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1`, [day(period.from), day(period.to)]),
    applicationSeries: (period: Period, bucket: Bucket) =>
      series(`SELECT date_trunc('${UNITS[bucket]}', day)::date::text AS bucket, sum(n) AS value FROM admin_daily_counts
              WHERE metric = 'application' AND day >= ?::date AND day < ?::date GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1`, [day(period.from), day(period.to)]),
    revenueSeries: (period: Period, bucket: Bucket) =>
      series(`SELECT date_trunc('${UNITS[bucket]}', day)::date::text AS bucket, k3 AS currency, sum(amount)::bigint AS value FROM admin_daily_counts
              WHERE metric = 'revenue' AND day >= ?::date AND day < ?::date GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2`, [day(period.from), day(period.to)]),
  };
}

export type AdminDashboardRepo = ReturnType<typeof createAdminDashboardRepo>;
