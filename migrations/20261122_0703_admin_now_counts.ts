import type { Knex } from 'knex';

/**
 * The dashboard's "now" figures as counters kept by row triggers (docs/admin.md): accounts by role set, membership
 * and suspension; jobs by status and deadline day (active = published with a deadline today or later, so the split
 * is made at read time over a few hundred rows). Written in each write's transaction, backfilled here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE admin_user_counts (
    roles text[] NOT NULL, membership text NOT NULL, suspended boolean NOT NULL, n bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (roles, membership, suspended))`);
  await knex.raw(`CREATE TABLE admin_job_counts (
    status text NOT NULL, end_date date NOT NULL, n bigint NOT NULL DEFAULT 0, PRIMARY KEY (status, end_date))`);

  await knex.raw(`CREATE FUNCTION admin_counts_user_state() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
        INSERT INTO admin_user_counts (roles, membership, suspended, n) VALUES (OLD.roles, OLD.membership, OLD.suspended_at IS NOT NULL, -1)
        ON CONFLICT (roles, membership, suspended) DO UPDATE SET n = admin_user_counts.n - 1;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
        INSERT INTO admin_user_counts (roles, membership, suspended, n) VALUES (NEW.roles, NEW.membership, NEW.suspended_at IS NOT NULL, 1)
        ON CONFLICT (roles, membership, suspended) DO UPDATE SET n = admin_user_counts.n + 1;
      END IF;
      RETURN NULL;
    END
  $fn$`);
  await knex.raw(`CREATE TRIGGER users_admin_state_counts AFTER INSERT OR DELETE OR UPDATE OF roles, membership, suspended_at, deleted_at ON users
    FOR EACH ROW EXECUTE FUNCTION admin_counts_user_state()`);

  await knex.raw(`CREATE FUNCTION admin_counts_jobs() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        INSERT INTO admin_job_counts (status, end_date, n) VALUES (OLD.status, OLD.end_date, -1)
        ON CONFLICT (status, end_date) DO UPDATE SET n = admin_job_counts.n - 1;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO admin_job_counts (status, end_date, n) VALUES (NEW.status, NEW.end_date, 1)
        ON CONFLICT (status, end_date) DO UPDATE SET n = admin_job_counts.n + 1;
      END IF;
      RETURN NULL;
    END
  $fn$`);
  await knex.raw(`CREATE TRIGGER jobs_admin_counts AFTER INSERT OR DELETE OR UPDATE OF status, end_date ON jobs
    FOR EACH ROW EXECUTE FUNCTION admin_counts_jobs()`);

  await knex.raw(`INSERT INTO admin_user_counts (roles, membership, suspended, n)
    SELECT roles, membership, suspended_at IS NOT NULL, count(*) FROM users WHERE deleted_at IS NULL GROUP BY 1, 2, 3`);
  await knex.raw(`INSERT INTO admin_job_counts (status, end_date, n) SELECT status, end_date, count(*) FROM jobs GROUP BY 1, 2`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS jobs_admin_counts ON jobs');
  await knex.raw('DROP TRIGGER IF EXISTS users_admin_state_counts ON users');
  await knex.raw('DROP FUNCTION IF EXISTS admin_counts_jobs(), admin_counts_user_state()');
  await knex.raw('DROP TABLE IF EXISTS admin_job_counts');
  await knex.raw('DROP TABLE IF EXISTS admin_user_counts');
}
