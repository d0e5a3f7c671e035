import type { Knex } from 'knex';
import type { Period } from './period';

export type Bucket = 'day' | 'week' | 'month';

const count = (value: unknown) => Number(value ?? 0);
/**
 * date_trunc units by bucket (the schema allows only these three; the map keeps the SQL free of input). The series
 * truncate `day::timestamp`: a bare date is first turned into a timestamptz (a time-zone lookup per row).
 */
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
    /** Accounts from their counters (migration 0703): totals, suspended, by role (once per role) and by membership. */
    async users() {
      const { rows } = await db.raw(
        `SELECT roles, membership, suspended, n FROM admin_user_counts WHERE n <> 0`,
      );
      const byRole = new Map<string, number>();
      const byMembership = new Map<string, number>();
      let total = 0;
      let suspended = 0;
      for (const row of rows as { roles: string[]; membership: string; suspended: boolean; n: unknown }[]) {
        const n = count(row.n);
        total += n;
        if (row.suspended) suspended += n;
        for (const role of new Set(row.roles)) byRole.set(role, (byRole.get(role) ?? 0) + n);
        byMembership.set(row.membership, (byMembership.get(row.membership) ?? 0) + n);
      }
      const sorted = (map: Map<string, number>) => [...map].sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => ({ key, count: value }));
      return { total, suspended, byRole: sorted(byRole), byMembership: sorted(byMembership) };
    },
    async totals(period: Period) {
      const { rows } = await db.raw(
        `SELECT
           (SELECT COALESCE(sum(n), 0) FROM admin_daily_counts WHERE metric = 'signup' AND day >= ?::date AND day < ?::date) AS signups,
           (SELECT count(*) FROM alert_runs WHERE job_count > 0 AND ran_at >= ? AND ran_at < ?) AS alert_emails`,
        [day(period.from), day(period.to), period.from, period.to],
      );
      const row = rows[0];
      return { signups: count(row.signups), alertEmailsSent: count(row.alert_emails) };
    },
    /** Active = published with its deadline today or later; expired = marked expired or published past its deadline. */
    async jobs(today: string) {
      // The counters by status and deadline day (migration 0703): published jobs split by deadline here.
      const { rows } = await db.raw(`SELECT status, (end_date >= ?::date) AS live, sum(n) AS n FROM admin_job_counts GROUP BY 1, 2`, [today]);
      const figures = { active: 0, pending: 0, expired: 0, draft: 0, closed: 0, filled: 0, total: 0 };
      for (const row of rows as { status: string; live: boolean; n: unknown }[]) {
        const n = count(row.n);
        figures.total += n;
        if (row.status === 'publish') figures[row.live ? 'active' : 'expired'] += n;
        else if (row.status in figures) figures[row.status as 'pending' | 'expired' | 'draft' | 'closed' | 'filled'] += n;
      }
      return figures;
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
    /**
     * The live subscriptions in one pass: monthly recurring revenue by plan (a yearly plan counts a twelfth of its
     * price) and the past-due ones (failed payments awaiting retry). The yearly prices are summed as integers and
     * divided once, not divided per row as numeric: the same figure, in half the time (docs/performance.md, admin).
     */
    async liveSubscriptions() {
      const { rows } = await db.raw(
        `SELECT plan_code AS plan, currency,
           round(COALESCE(sum(amount_minor) FILTER (WHERE interval = 'year'), 0) / 12.0
                 + COALESCE(sum(amount_minor) FILTER (WHERE interval IS DISTINCT FROM 'year'), 0))::bigint AS mrr,
           count(*) AS n, count(*) FILTER (WHERE status = 'past_due') AS past_due
         FROM subscriptions WHERE status IN ('active', 'past_due') GROUP BY plan_code, currency ORDER BY mrr DESC, plan`,
      );
      const plans = rows as { plan: string; currency: string; mrr: unknown; n: unknown; past_due: unknown }[];
      return {
        mrrByPlan: plans.map((row) => ({ plan: row.plan, currency: row.currency, mrrMinor: count(row.mrr), subscriptions: count(row.n) })),
        pastDue: plans.reduce((sum, row) => sum + count(row.past_due), 0),
      };
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
      series(`SELECT date_trunc('${UNITS[bucket]}', day::timestamp)::date::text AS bucket, sum(n) AS value FROM admin_daily_counts
              WHERE metric = 'signup' AND day >= ?::date AND day < ?::date GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1`, [day(period.from), day(period.to)]),
    applicationSeries: (period: Period, bucket: Bucket) =>
      series(`SELECT date_trunc('${UNITS[bucket]}', day::timestamp)::date::text AS bucket, sum(n) AS value FROM admin_daily_counts
              WHERE metric = 'application' AND day >= ?::date AND day < ?::date GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1`, [day(period.from), day(period.to)]),
    revenueSeries: (period: Period, bucket: Bucket) =>
      series(`SELECT date_trunc('${UNITS[bucket]}', day::timestamp)::date::text AS bucket, k3 AS currency, sum(amount)::bigint AS value FROM admin_daily_counts
              WHERE metric = 'revenue' AND day >= ?::date AND day < ?::date GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2`, [day(period.from), day(period.to)]),
  };
}

export type AdminDashboardRepo = ReturnType<typeof createAdminDashboardRepo>;
