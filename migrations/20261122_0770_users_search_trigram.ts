import type { Knex } from 'knex';

/**
 * The users search (`ILIKE '%text%'` on name, username or email, docs/admin.md) from one trigram index over the three
 * fields joined by a separator, instead of one index per field: a search reads one index, not three and their
 * BitmapOr. The searches write the same expression (api/src/modules/users/user-search.ts) so the planner matches it.
 */
const SEARCH_TEXT = `(display_name || E'\\x01' || username || E'\\x01' || email)`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.raw(`CREATE INDEX users_search_trgm ON users USING GIN (${SEARCH_TEXT} gin_trgm_ops)`);
  await knex.raw('DROP INDEX IF EXISTS users_display_name_trgm');
  await knex.raw('DROP INDEX IF EXISTS users_username_trgm');
  await knex.raw('DROP INDEX IF EXISTS users_email_trgm');
  await knex.raw('ANALYZE users');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX IF NOT EXISTS users_display_name_trgm ON users USING GIN (display_name gin_trgm_ops)');
  await knex.raw('CREATE INDEX IF NOT EXISTS users_username_trgm ON users USING GIN (username gin_trgm_ops)');
  await knex.raw('CREATE INDEX IF NOT EXISTS users_email_trgm ON users USING GIN (email gin_trgm_ops)');
  await knex.raw('DROP INDEX IF EXISTS users_search_trgm');
}
