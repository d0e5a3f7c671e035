import type { Knex } from 'knex';

/**
 * Speed of the back-office at the scale seed (docs/admin.md, bench rows): the users search (`ILIKE '%term%'` on
 * name, username and email) by trigram indexes; the dashboard's period aggregates by covering indexes, so a year of
 * applications, payments and credit spends is read from the index alone (index-only scans).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.raw('CREATE INDEX users_display_name_trgm ON users USING GIN (display_name gin_trgm_ops)');
  await knex.raw('CREATE INDEX users_username_trgm ON users USING GIN (username gin_trgm_ops)');
  await knex.raw('CREATE INDEX users_email_trgm ON users USING GIN (email gin_trgm_ops)');
  await knex.raw('DROP INDEX IF EXISTS applications_created_at');
  await knex.raw('CREATE INDEX applications_created_status ON applications (created_at, status)');
  await knex.raw('DROP INDEX IF EXISTS payments_paid_at');
  await knex.raw(`CREATE INDEX payments_succeeded_paid_cover ON payments (paid_at)
    INCLUDE (amount_minor, currency, subscription_id, package_code, purpose) WHERE status = 'succeeded'`);
  await knex.raw('CREATE INDEX credit_ledger_spends_created ON credit_ledger (created_at) INCLUDE (kind, delta, reason) WHERE delta < 0');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS credit_ledger_spends_created');
  await knex.raw('DROP INDEX IF EXISTS payments_succeeded_paid_cover');
  await knex.raw(`CREATE INDEX IF NOT EXISTS payments_paid_at ON payments (paid_at) WHERE status = 'succeeded'`);
  await knex.raw('DROP INDEX IF EXISTS applications_created_status');
  await knex.raw('CREATE INDEX IF NOT EXISTS applications_created_at ON applications (created_at)');
  await knex.raw('DROP INDEX IF EXISTS users_email_trgm');
  await knex.raw('DROP INDEX IF EXISTS users_username_trgm');
  await knex.raw('DROP INDEX IF EXISTS users_display_name_trgm');
}
