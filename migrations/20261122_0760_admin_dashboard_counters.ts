import type { Knex } from 'knex';

/**
 * The rest of the dashboard as counters, so the whole dashboard is one statement over the admin counter tables
 * (docs/admin.md, docs/performance.md admin section):
 * - `admin_subscription_counts`: subscriptions by plan, currency, interval and status with the summed price (MRR by
 *   plan and the past-due count were a scan of every subscription per request);
 * - metric `alert_email` in admin_daily_counts: alert runs that found jobs, by the UTC day they ran.
 * Both are kept by row triggers in the writer's transaction and backfilled here.
 *
 * Storage: every counted write updates one counter row. At fillfactor 100 each update needed a new page and a new
 * index entry, and without a vacuum the bench's 200,000 seeded applications left admin_daily_counts at 4,841 pages
 * and 99,000 index entries for 5,110 rows (a year's read took 16 ms). At fillfactor 50 the updates stay on their page
 * (HOT: no index entry) and each page prunes its own dead versions when it fills. CLUSTER rewrites the existing
 * tables compactly, in key order.
 */
const COUNTER_TABLES = ['admin_daily_counts', 'admin_user_counts', 'admin_job_counts', 'admin_subscription_counts'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE admin_subscription_counts (
    plan_code text NOT NULL, currency text NOT NULL, "interval" text NOT NULL, status text NOT NULL,
    n bigint NOT NULL DEFAULT 0, amount bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (plan_code, currency, "interval", status))`);
  await knex.raw(`CREATE FUNCTION admin_counts_subscriptions() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        INSERT INTO admin_subscription_counts (plan_code, currency, "interval", status, n, amount)
        VALUES (OLD.plan_code, OLD.currency, OLD."interval", OLD.status, -1, -OLD.amount_minor)
        ON CONFLICT (plan_code, currency, "interval", status)
        DO UPDATE SET n = admin_subscription_counts.n + EXCLUDED.n, amount = admin_subscription_counts.amount + EXCLUDED.amount;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO admin_subscription_counts (plan_code, currency, "interval", status, n, amount)
        VALUES (NEW.plan_code, NEW.currency, NEW."interval", NEW.status, 1, NEW.amount_minor)
        ON CONFLICT (plan_code, currency, "interval", status)
        DO UPDATE SET n = admin_subscription_counts.n + EXCLUDED.n, amount = admin_subscription_counts.amount + EXCLUDED.amount;
      END IF;
      RETURN NULL;
    END
  $fn$`);
  await knex.raw(`CREATE TRIGGER subscriptions_admin_counts AFTER INSERT OR DELETE OR UPDATE OF plan_code, currency, "interval", status, amount_minor ON subscriptions
    FOR EACH ROW EXECUTE FUNCTION admin_counts_subscriptions()`);
  await knex.raw(`INSERT INTO admin_subscription_counts (plan_code, currency, "interval", status, n, amount)
    SELECT plan_code, currency, "interval", status, count(*), sum(amount_minor) FROM subscriptions GROUP BY 1, 2, 3, 4`);

  await knex.raw(`CREATE FUNCTION admin_counts_alert_runs() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.job_count > 0 THEN
        PERFORM admin_count('alert_email', (OLD.ran_at AT TIME ZONE 'UTC')::date, '', '', '', -1, 0);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.job_count > 0 THEN
        PERFORM admin_count('alert_email', (NEW.ran_at AT TIME ZONE 'UTC')::date, '', '', '', 1, 0);
      END IF;
      RETURN NULL;
    END
  $fn$`);
  await knex.raw(`CREATE TRIGGER alert_runs_admin_counts AFTER INSERT OR DELETE OR UPDATE OF job_count, ran_at ON alert_runs
    FOR EACH ROW EXECUTE FUNCTION admin_counts_alert_runs()`);
  await knex.raw(`INSERT INTO admin_daily_counts (metric, day, n)
    SELECT 'alert_email', (ran_at AT TIME ZONE 'UTC')::date, count(*) FROM alert_runs WHERE job_count > 0 GROUP BY 2`);

  for (const table of COUNTER_TABLES) {
    await knex.raw(`ALTER TABLE ?? SET (fillfactor = 50)`, [table]);
    await knex.raw(`CLUSTER ?? USING ??`, [table, `${table}_pkey`]);
  }
  await knex.raw(`ANALYZE ${COUNTER_TABLES.join(', ')}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of COUNTER_TABLES.slice(0, 3)) await knex.raw('ALTER TABLE ?? RESET (fillfactor)', [table]);
  await knex.raw(`DELETE FROM admin_daily_counts WHERE metric = 'alert_email'`);
  await knex.raw('DROP TRIGGER IF EXISTS alert_runs_admin_counts ON alert_runs');
  await knex.raw('DROP TRIGGER IF EXISTS subscriptions_admin_counts ON subscriptions');
  await knex.raw('DROP FUNCTION IF EXISTS admin_counts_alert_runs(), admin_counts_subscriptions()');
  await knex.raw('DROP TABLE IF EXISTS admin_subscription_counts');
}
