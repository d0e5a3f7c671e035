import type { Knex } from 'knex';

/**
 * A visitor who reports a job has no account to hold their language; the report keeps the language of the page they
 * reported from, so the outcome email reaches them in it (docs/reports.md). Accounts' reports use the account's.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE reports ADD COLUMN reporter_locale text CHECK (reporter_locale IN ('en', 'ar'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE reports DROP COLUMN IF EXISTS reporter_locale');
}
