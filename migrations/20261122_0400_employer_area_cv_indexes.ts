import type { Knex } from 'knex';

/**
 * CV database totals (docs/employer-area.md): the count of discoverable profiles is an index-only scan of
 * `candidate_profiles_pub_user`; deleted accounts (few) are excluded through `users_deleted_id`; the profile-type
 * filter reads `users_profile_type_id`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX candidate_profiles_pub_user ON candidate_profiles (user_id) WHERE cand_profile = 'pub'`);
  await knex.raw('CREATE INDEX users_deleted_id ON users (id) WHERE deleted_at IS NOT NULL');
  await knex.raw('CREATE INDEX users_profile_type_id ON users (profile_type, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS users_profile_type_id');
  await knex.raw('DROP INDEX IF EXISTS users_deleted_id');
  await knex.raw('DROP INDEX IF EXISTS candidate_profiles_pub_user');
}
