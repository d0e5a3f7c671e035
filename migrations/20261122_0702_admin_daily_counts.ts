import type { Knex } from 'knex';

/**
 * The dashboard's daily figures (docs/admin.md), kept by row triggers in the same transaction as each write, so a
 * year's figures are a sum over at most a few thousand small rows instead of a scan of every application, payment
 * and ledger row. Metrics (k1, k2, k3 are '' when unused):
 * - signup: users created that day (not deleted);
 * - application: applications created that day, k1 = current status (moves when the status changes);
 * - revenue: succeeded payments paid that day, k1 = plan (membership plan, credit package or 'shop'), k2 = purpose,
 *   k3 = currency; `amount` in minor units, `n` payments;
 * - credits_spent: credits spent that day (negative ledger rows but month-end expiry and administrator adjustments),
 *   k1 = kind; `n` credits.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE admin_daily_counts (
    metric text NOT NULL, day date NOT NULL, k1 text NOT NULL DEFAULT '', k2 text NOT NULL DEFAULT '', k3 text NOT NULL DEFAULT '',
    n bigint NOT NULL DEFAULT 0, amount bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (metric, day, k1, k2, k3))`);

  await knex.raw(`CREATE FUNCTION admin_count(m text, d date, a text, b text, c text, dn bigint, da bigint) RETURNS void LANGUAGE sql AS $fn$
    INSERT INTO admin_daily_counts (metric, day, k1, k2, k3, n, amount) VALUES (m, d, a, b, c, dn, da)
    ON CONFLICT (metric, day, k1, k2, k3) DO UPDATE SET n = admin_daily_counts.n + EXCLUDED.n, amount = admin_daily_counts.amount + EXCLUDED.amount
  $fn$`);

  await knex.raw(`CREATE FUNCTION admin_counts_users() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
        PERFORM admin_count('signup', (OLD.created_at AT TIME ZONE 'UTC')::date, '', '', '', -1, 0);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
        PERFORM admin_count('signup', (NEW.created_at AT TIME ZONE 'UTC')::date, '', '', '', 1, 0);
      END IF;
      RETURN NULL;
    END
  $fn$`);
  await knex.raw(`CREATE TRIGGER users_admin_counts AFTER INSERT OR DELETE OR UPDATE OF created_at, deleted_at ON users
    FOR EACH ROW EXECUTE FUNCTION admin_counts_users()`);

  await knex.raw(`CREATE FUNCTION admin_counts_applications() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM admin_count('application', (OLD.created_at AT TIME ZONE 'UTC')::date, OLD.status::text, '', '', -1, 0);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM admin_count('application', (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.status::text, '', '', 1, 0);
      END IF;
      RETURN NULL;
    END
  $fn$`);
  await knex.raw(`CREATE TRIGGER applications_admin_counts AFTER INSERT OR DELETE OR UPDATE OF status, created_at ON applications
    FOR EACH ROW EXECUTE FUNCTION admin_counts_applications()`);

  await knex.raw(`CREATE FUNCTION admin_payment_plan(subscription integer, package text) RETURNS text LANGUAGE sql STABLE AS $fn$
    SELECT COALESCE((SELECT plan_code FROM subscriptions WHERE id = subscription), package, 'shop')
  $fn$`);
  await knex.raw(`CREATE FUNCTION admin_counts_payments() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'succeeded' AND OLD.paid_at IS NOT NULL THEN
        PERFORM admin_count('revenue', (OLD.paid_at AT TIME ZONE 'UTC')::date, admin_payment_plan(OLD.subscription_id, OLD.package_code), OLD.purpose, OLD.currency, -1, -OLD.amount_minor);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'succeeded' AND NEW.paid_at IS NOT NULL THEN
        PERFORM admin_count('revenue', (NEW.paid_at AT TIME ZONE 'UTC')::date, admin_payment_plan(NEW.subscription_id, NEW.package_code), NEW.purpose, NEW.currency, 1, NEW.amount_minor);
      END IF;
      RETURN NULL;
    END
  $fn$`);
  await knex.raw(`CREATE TRIGGER payments_admin_counts AFTER INSERT OR DELETE OR UPDATE OF status, paid_at, amount_minor, currency, subscription_id, package_code, purpose ON payments
    FOR EACH ROW EXECUTE FUNCTION admin_counts_payments()`);

  await knex.raw(`CREATE FUNCTION admin_counts_credit_ledger() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      r credit_ledger;
      direction integer;
    BEGIN
      IF TG_OP = 'DELETE' THEN r := OLD; direction := -1; ELSE r := NEW; direction := 1; END IF;
      IF r.delta < 0 AND r.reason NOT IN ('monthly_expiry', 'admin_adjustment') THEN
        PERFORM admin_count('credits_spent', (r.created_at AT TIME ZONE 'UTC')::date, r.kind, '', '', direction * -r.delta, 0);
      END IF;
      RETURN NULL;
    END
  $fn$`);
  await knex.raw(`CREATE TRIGGER credit_ledger_admin_counts AFTER INSERT OR DELETE ON credit_ledger
    FOR EACH ROW EXECUTE FUNCTION admin_counts_credit_ledger()`);

  // Backfill from the rows that exist.
  await knex.raw(`INSERT INTO admin_daily_counts (metric, day, n)
    SELECT 'signup', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM users WHERE deleted_at IS NULL GROUP BY 2`);
  await knex.raw(`INSERT INTO admin_daily_counts (metric, day, k1, n)
    SELECT 'application', (created_at AT TIME ZONE 'UTC')::date, status::text, count(*) FROM applications GROUP BY 2, 3`);
  await knex.raw(`INSERT INTO admin_daily_counts (metric, day, k1, k2, k3, n, amount)
    SELECT 'revenue', (p.paid_at AT TIME ZONE 'UTC')::date, COALESCE(s.plan_code, p.package_code, 'shop'), p.purpose, p.currency, count(*), sum(p.amount_minor)
    FROM payments p LEFT JOIN subscriptions s ON s.id = p.subscription_id WHERE p.status = 'succeeded' AND p.paid_at IS NOT NULL GROUP BY 2, 3, 4, 5`);
  await knex.raw(`INSERT INTO admin_daily_counts (metric, day, k1, n)
    SELECT 'credits_spent', (created_at AT TIME ZONE 'UTC')::date, kind, -sum(delta) FROM credit_ledger
    WHERE delta < 0 AND reason NOT IN ('monthly_expiry', 'admin_adjustment') GROUP BY 2, 3`);
  await knex.raw('CREATE INDEX IF NOT EXISTS alert_runs_ran_at ON alert_runs (ran_at) WHERE job_count > 0');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS alert_runs_ran_at');
  await knex.raw('DROP TRIGGER IF EXISTS credit_ledger_admin_counts ON credit_ledger');
  await knex.raw('DROP TRIGGER IF EXISTS payments_admin_counts ON payments');
  await knex.raw('DROP TRIGGER IF EXISTS applications_admin_counts ON applications');
  await knex.raw('DROP TRIGGER IF EXISTS users_admin_counts ON users');
  await knex.raw('DROP FUNCTION IF EXISTS admin_counts_credit_ledger(), admin_counts_payments(), admin_payment_plan(integer, text), admin_counts_applications(), admin_counts_users(), admin_count(text, date, text, text, text, bigint, bigint)');
  await knex.raw('DROP TABLE IF EXISTS admin_daily_counts');
}
