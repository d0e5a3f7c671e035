import type { Knex } from 'knex';

/**
 * Bulk loading with the back-office counters (migrations 0702, 0703, 0760) rebuilt once instead of bumped per row.
 *
 * Those row triggers update one counter row per written row. Inside one seeding transaction every update of the same
 * counter (all of a day's sign-ups, all FREE candidates) leaves a version no page can prune until the commit, so the
 * n-th update walks n-1 dead versions: fine at 20,000 rows, hours at 200,000. Here the transaction switches those
 * triggers off (ALTER TABLE is transactional: a crash leaves them on), writes, switches them on and recounts the four
 * counter tables from the source rows with the migrations' own backfill queries. Triggers not listed keep firing.
 */
const COUNTER_TRIGGERS: readonly (readonly [table: string, trigger: string])[] = [
  ['users', 'users_admin_counts'],
  ['users', 'users_admin_state_counts'],
  ['applications', 'applications_admin_counts'],
  ['payments', 'payments_admin_counts'],
  ['credit_ledger', 'credit_ledger_admin_counts'],
  ['subscriptions', 'subscriptions_admin_counts'],
  ['jobs', 'jobs_admin_counts'],
];

export async function withCountersRebuilt<T>(trx: Knex.Transaction, write: () => Promise<T>): Promise<T> {
  const present = await trx.raw(`SELECT c.relname AS "table", t.tgname AS "trigger" FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE NOT t.tgisinternal`);
  const names = new Set((present.rows as { table: string; trigger: string }[]).map((row) => `${row.table}.${row.trigger}`));
  const triggers = COUNTER_TRIGGERS.filter(([table, trigger]) => names.has(`${table}.${trigger}`));
  for (const [table, trigger] of triggers) await trx.raw('ALTER TABLE ?? DISABLE TRIGGER ??', [table, trigger]);
  const result = await write();
  for (const [table, trigger] of triggers) await trx.raw('ALTER TABLE ?? ENABLE TRIGGER ??', [table, trigger]);
  await rebuildCounters(trx);
  return result;
}

/** Recounts what the listed triggers keep (the same queries as the migrations' backfills). */
async function rebuildCounters(trx: Knex.Transaction): Promise<void> {
  await trx.raw(`DELETE FROM admin_daily_counts WHERE metric IN ('signup', 'application', 'revenue', 'credits_spent')`);
  await trx.raw(`INSERT INTO admin_daily_counts (metric, day, n)
    SELECT 'signup', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM users WHERE deleted_at IS NULL GROUP BY 2`);
  await trx.raw(`INSERT INTO admin_daily_counts (metric, day, k1, n)
    SELECT 'application', (created_at AT TIME ZONE 'UTC')::date, status::text, count(*) FROM applications GROUP BY 2, 3`);
  await trx.raw(`INSERT INTO admin_daily_counts (metric, day, k1, k2, k3, n, amount)
    SELECT 'revenue', (p.paid_at AT TIME ZONE 'UTC')::date, COALESCE(s.plan_code, p.package_code, 'shop'), p.purpose, p.currency, count(*), sum(p.amount_minor)
    FROM payments p LEFT JOIN subscriptions s ON s.id = p.subscription_id WHERE p.status = 'succeeded' AND p.paid_at IS NOT NULL GROUP BY 2, 3, 4, 5`);
  await trx.raw(`INSERT INTO admin_daily_counts (metric, day, k1, n)
    SELECT 'credits_spent', (created_at AT TIME ZONE 'UTC')::date, kind, -sum(delta) FROM credit_ledger
    WHERE delta < 0 AND reason NOT IN ('monthly_expiry', 'admin_adjustment') GROUP BY 2, 3`);
  await trx.raw('DELETE FROM admin_user_counts');
  await trx.raw(`INSERT INTO admin_user_counts (roles, membership, suspended, n)
    SELECT roles, membership, suspended_at IS NOT NULL, count(*) FROM users WHERE deleted_at IS NULL GROUP BY 1, 2, 3`);
  await trx.raw('DELETE FROM admin_job_counts');
  await trx.raw('INSERT INTO admin_job_counts (status, end_date, n) SELECT status, end_date, count(*) FROM jobs GROUP BY 1, 2');
  await trx.raw('DELETE FROM admin_subscription_counts');
  await trx.raw(`INSERT INTO admin_subscription_counts (plan_code, currency, "interval", status, n, amount)
    SELECT plan_code, currency, "interval", status, count(*), sum(amount_minor) FROM subscriptions GROUP BY 1, 2, 3, 4`);
}
