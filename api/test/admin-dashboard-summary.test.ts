import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, withQuery } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';

/**
 * The dashboard's weekly and monthly sums (`admin_period_counts`, migration 20261129_0200) after random writes of
 * everything they count — sign-ups, deletions, applications and their status changes, payments that succeed, fail or
 * are cancelled, credit spends, alert runs — recomputed from the source rows; and the dashboard's figures for random
 * periods and buckets (which mix those sums with the daily rows at the period's edges) against the same source rows.
 */
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
}, 120_000);
afterAll(async () => ctx?.close());

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (below: number) => Math.floor(next() * below), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

const DAY_MS = 86_400_000;
const BASE = Date.UTC(2032, 0, 1);
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Every metric's source rows as (metric, day, k1, k2, k3, n, amount): the migrations' own definitions (0702, 0760). */
const SOURCE_ROWS = `
  SELECT 'signup' AS metric, (created_at AT TIME ZONE 'UTC')::date AS day, '' AS k1, '' AS k2, '' AS k3, 1 AS n, 0 AS amount FROM users WHERE deleted_at IS NULL
  UNION ALL SELECT 'application', (created_at AT TIME ZONE 'UTC')::date, status::text, '', '', 1, 0 FROM applications
  UNION ALL SELECT 'revenue', (p.paid_at AT TIME ZONE 'UTC')::date, COALESCE(s.plan_code, p.package_code, 'shop'), p.purpose, p.currency, 1, p.amount_minor
    FROM payments p LEFT JOIN subscriptions s ON s.id = p.subscription_id WHERE p.status = 'succeeded' AND p.paid_at IS NOT NULL
  UNION ALL SELECT 'credits_spent', (created_at AT TIME ZONE 'UTC')::date, kind, '', '', -delta, 0 FROM credit_ledger
    WHERE delta < 0 AND reason NOT IN ('monthly_expiry', 'admin_adjustment')
  UNION ALL SELECT 'alert_email', (ran_at AT TIME ZONE 'UTC')::date, '', '', '', 1, 0 FROM alert_runs WHERE job_count > 0`;

async function randomWrites(seed: number): Promise<void> {
  const k = ctx.knex;
  const r = random(seed);
  const at = () => new Date(BASE + r.int(200) * DAY_MS + r.int(DAY_MS));
  const jobs = (await k('jobs').orderBy('id').limit(12).pluck('id')) as number[];
  const packages = (await k('credit_packages').pluck('code')) as string[];
  const users: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const name = `sum${seed}u${i}`;
    const [row] = await k('users').insert({ username: name, email: `${name}@example.com`, display_name: name, roles: k.raw(`'{candidate}'::text[]`), profile_slug: name, created_at: at() }).returning('id');
    users.push(row.id as number);
  }
  // Several applications in one statement (a multi-row insert), then single-row ones.
  const applications = users.flatMap((user) => jobs.slice(0, 1 + r.int(4)).map((job) => ({ job_id: job, candidate_user_id: user, status: r.int(11), credit_kind: 'standard', created_at: at() })));
  await k('applications').insert(applications);
  const applicationIds = (await k('applications').whereIn('candidate_user_id', users).pluck('id')) as number[];
  for (let i = 0; i < 40; i += 1) await k('applications').where({ id: r.pick(applicationIds) }).update({ status: r.int(11) });
  // A bulk status change (one statement, many rows) and a move of creation day.
  await k('applications').whereIn('id', applicationIds.filter(() => r.next() < 0.3)).update({ status: 4 });
  await k('applications').where({ id: r.pick(applicationIds) }).update({ created_at: at() });
  await k('applications').whereIn('id', applicationIds.filter(() => r.next() < 0.1)).delete();

  for (let i = 0; i < 25; i += 1) {
    const status = r.pick(['succeeded', 'succeeded', 'failed', 'pending']);
    const when = at();
    const packageCode = r.next() < 0.5 ? r.pick(packages) : null;
    await k('payments').insert({
      user_id: r.pick(users), purpose: packageCode ? 'credit_package' : 'order', package_code: packageCode, description: 'summary test',
      amount_minor: 100 + r.int(5000), currency: r.pick(['GBP', 'EUR', 'USD']), status, provider: 'sandbox', idempotency_key: `sum-${seed}-${i}`,
      created_at: when, paid_at: status === 'succeeded' ? when : null,
    });
  }
  const payments = (await k('payments').where('idempotency_key', 'like', `sum-${seed}-%`).pluck('id')) as number[];
  // A payment that succeeds later, one cancelled, one whose amount is corrected.
  await k('payments').where({ id: r.pick(payments), status: 'pending' }).update({ status: 'succeeded', paid_at: at() });
  await k('payments').where({ id: r.pick(payments) }).update({ status: 'cancelled' });
  await k('payments').where({ id: r.pick(payments) }).update({ amount_minor: 777 });

  for (let i = 0; i < 30; i += 1) {
    const spend = r.next() < 0.7;
    await k('credit_ledger').insert({
      user_id: r.pick(users), kind: r.pick(['standard', 'premium']), delta: spend ? -(1 + r.int(3)) : 2, balance_after: 0,
      reason: spend ? r.pick(['application', 'application', 'monthly_expiry', 'admin_adjustment']) : 'purchase', created_at: at(),
    });
  }
  const [alert] = await k('job_alerts').insert({ user_id: users[0], alert_name: 'Summary', alert_email: 'summary@example.com', alert_frequency: 1, alert_category: 'coaching' }).returning('id');
  await k('alert_runs').insert(Array.from({ length: 20 }, (_, i) => ({ alert_id: alert.id, period: `S${seed}-${i}`, job_count: r.int(3), ran_at: at() })));
  await k('alert_runs').where({ alert_id: alert.id, period: `S${seed}-3` }).update({ job_count: 5, ran_at: at() });

  // Accounts deleted (they leave the sign-ups) and one restored.
  const gone = users.filter(() => r.next() < 0.2);
  await k('users').whereIn('id', gone).update({ deleted_at: new Date() });
  if (gone[0]) await k('users').where({ id: gone[0] }).update({ deleted_at: null });
}

describe('admin_period_counts', () => {
  it('equals the weekly and monthly sums of the source rows after random writes', async () => {
    for (const seed of [1, 2, 3]) await randomWrites(seed);
    const expected = await ctx.knex.raw(`
      SELECT g.grain, to_char(date_trunc(g.grain, s.day::timestamp), 'YYYY-MM-DD') AS start, s.metric, s.k1, s.k2, s.k3, sum(s.n)::bigint AS n, sum(s.amount)::bigint AS amount
      FROM (${SOURCE_ROWS}) s CROSS JOIN (VALUES ('week'), ('month')) AS g(grain)
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(s.n) <> 0 OR sum(s.amount) <> 0`);
    const stored = await ctx.knex.raw(`
      SELECT grain, to_char(start, 'YYYY-MM-DD') AS start, metric, k1, k2, k3, n, amount FROM admin_period_counts WHERE n <> 0 OR amount <> 0`);
    const key = (row: Record<string, unknown>) => [row.grain, row.start, row.metric, row.k1, row.k2, row.k3, Number(row.n), Number(row.amount)].join('|');
    const rows = (result: { rows: Record<string, unknown>[] }) => result.rows.map(key).sort();
    expect(rows(stored).length).toBeGreaterThan(100);
    expect(rows(stored)).toEqual(rows(expected));
  }, 300_000);

  it('gives the same dashboard figures as the source rows for random periods, by day, week and month', async () => {
    const r = random(42);
    const periods = [
      { from: '2032-01-01', to: '2032-07-18', bucket: 'week' },
      { from: '2032-01-06', to: '2032-06-30', bucket: 'month' },
      { from: '2032-02-03', to: '2032-02-09', bucket: 'week' },
      ...Array.from({ length: 6 }, () => {
        const from = BASE + r.int(190) * DAY_MS;
        return { from: isoDay(from), to: isoDay(from + r.int(120) * DAY_MS), bucket: r.pick(['day', 'week', 'month']) };
      }),
    ];
    for (const period of periods) {
      const response = await ctx.inject({ method: 'GET', url: withQuery(API.adminDashboardData, period), token: admin });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      const end = isoDay(Date.parse(`${period.to}T00:00:00Z`) + DAY_MS);
      const sums = await ctx.knex.raw(
        `SELECT metric, k1, k2, k3, sum(n)::bigint AS n, sum(amount)::bigint AS amount FROM (${SOURCE_ROWS}) s
         WHERE day >= ?::date AND day < ?::date GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0`,
        [period.from, end],
      );
      const of = (metric: string) => (sums.rows as { metric: string; k1: string; k2: string; k3: string; n: string; amount: string }[]).filter((row) => row.metric === metric);
      const total = (metric: string) => of(metric).reduce((sum, row) => sum + Number(row.n), 0);
      const label = JSON.stringify(period);
      expect(data.totals.signups, label).toBe(total('signup'));
      expect(data.totals.alertEmailsSent, label).toBe(total('alert_email'));
      expect(data.applicationsByStatus, label).toEqual(of('application').map((row) => ({ status: Number(row.k1), count: Number(row.n) })).sort((a, b) => a.status - b.status));
      const revenue = (rows: { plan: string; purpose: string; currency: string; amountMinor: number; payments: number }[]) =>
        rows.map((row) => `${row.plan}|${row.purpose}|${row.currency}|${row.amountMinor}|${row.payments}`).sort();
      expect(revenue(data.revenueByPlan), label).toEqual(revenue(of('revenue').map((row) => ({ plan: row.k1, purpose: row.k2, currency: row.k3, amountMinor: Number(row.amount), payments: Number(row.n) }))));
      expect(data.creditsSpent, label).toEqual({
        standard: of('credits_spent').find((row) => row.k1 === 'standard') ? Number(of('credits_spent').find((row) => row.k1 === 'standard')!.n) : 0,
        premium: of('credits_spent').find((row) => row.k1 === 'premium') ? Number(of('credits_spent').find((row) => row.k1 === 'premium')!.n) : 0,
      });
      const series = await ctx.knex.raw(
        `SELECT metric, to_char(date_trunc(?::text, day::timestamp), 'YYYY-MM-DD') AS bucket, k3, sum(n)::bigint AS n, sum(amount)::bigint AS amount
         FROM (${SOURCE_ROWS}) s WHERE day >= ?::date AND day < ?::date AND metric IN ('signup', 'application', 'revenue')
         GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3`,
        [period.bucket, period.from, end],
      );
      const points = (metric: string) =>
        (series.rows as { metric: string; bucket: string; k3: string; n: string; amount: string }[])
          .filter((row) => row.metric === metric)
          .map((row) => (metric === 'revenue' ? { date: row.bucket, value: Number(row.amount), currency: row.k3 } : { date: row.bucket, value: Number(row.n) }));
      expect(data.series, label).toEqual({ signups: points('signup'), applications: points('application'), revenue: points('revenue') });
    }
  }, 300_000);
});
