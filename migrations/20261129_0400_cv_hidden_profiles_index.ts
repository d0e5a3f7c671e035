import type { Knex } from 'knex';

/**
 * The CV-database search leaves out profiles moderation has hidden (`profile_id NOT IN (SELECT id FROM
 * candidate_profiles WHERE hidden_at IS NOT NULL)`, cv-database.repo.ts). Without an index that subquery read every
 * profile: a sequential scan of 20,000 rows (82 ms under load) at the scale seed, 200,000 at ten times the data
 * (docs/performance.md "Ten times the data"). Hidden profiles are few, so a partial index on them stays tiny.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX candidate_profiles_hidden ON candidate_profiles (id) WHERE hidden_at IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS candidate_profiles_hidden');
}
